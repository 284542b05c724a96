/**
 * The legal pages' text. Written for this product: the free tier keeps no data, saved profiles are
 * opt-in, nothing is used to train AI models, and the company is a Virginia limited liability company.
 */
export const COMPANY = 'Uniform Style LLC';
export const LEGAL_EMAIL = 'legal@uniform.style';
export const PRIVACY_EMAIL = 'privacy@uniform.style';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of these terms',
    paragraphs: [
      `These terms govern your use of Uniform, the personal-brand styling service operated by ${COMPANY} ("we", "us"). By answering the questionnaire, creating an account or subscribing to Getup you agree to them. If you do not agree, please do not use the service.`,
      'You must be at least 13 years old to use the service, and at least 18 to create an account or subscribe to text messages.',
    ],
  },
  {
    id: 'service',
    title: '2. What the service is',
    paragraphs: [
      'Uniform turns your answers to a 15-step questionnaire into a style analysis: a style archetype, a style icon, a seasonal colour analysis, brands by budget tier, a 12-piece uniform, event looks, regional style notes and a personal brand. Around it we offer chat with our stylist Scottie and brand strategist Cas, a PDF brand guide, local community suggestions, Getup (a daily 7 AM style text message), a personality quiz, a family manifesto wizard and the Still Core meditation journal.',
      'The core analysis is free. Some features, such as saving a profile permanently, are marked premium and may require a paid plan when they become available.',
    ],
  },
  {
    id: 'ephemeral-data',
    title: '3. Ephemeral data handling',
    paragraphs: [
      'On the free tier we keep no data about you. Your answers are sent to our servers only to produce your analysis and are not stored there; the analysis is kept in your own browser, and clearing your browser data removes it.',
      'If you create an account and choose to save your profile, we store what you choose to save until you delete it. Journal entries of signed-in users are stored encrypted. Getup keeps your phone number and the few style facts it needs to write your messages until you reply STOP.',
    ],
  },
  {
    id: 'ai-content',
    title: '4. AI-generated content',
    paragraphs: [
      'Analyses, chat answers, brand text, readings and manifestos are produced by software, which may use a large language model. They are suggestions to help you think about your style and brand, not professional, medical, financial, legal or psychological advice. They can be wrong; use your own judgement before buying anything or acting on them.',
      'We never use your answers, chats or journal entries to train AI models, and we choose model providers that contractually do not either.',
    ],
  },
  {
    id: 'responsibilities',
    title: '5. Your responsibilities',
    paragraphs: ['When you use Uniform you agree to:'],
    list: [
      'complete the human verification step honestly and not use bots, scrapers or automated tools to access the service;',
      'give only information you are entitled to share, and only your own phone number for Getup;',
      'not attempt to disrupt the service, get around its limits or reach other people’s data;',
      'keep your account password to yourself and tell us promptly if you think someone else has used it.',
    ],
  },
  {
    id: 'liability',
    title: '6. Limitation of liability',
    paragraphs: [
      'The service is provided "as is". To the fullest extent the law allows, we are not liable for indirect or consequential losses, for purchases you make based on recommendations, or for losses caused by events outside our reasonable control.',
      'Our total liability for any claim about the service is limited to the greater of the amount you paid us in the twelve months before the claim and one hundred US dollars. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'intellectual-property',
    title: '7. Intellectual property',
    paragraphs: [
      'The Uniform name, design, software, palettes and written content are ours or our licensors’. You may use your own analysis, brand guide and manifesto however you like, including sharing and printing them.',
      'Brand names mentioned in recommendations belong to their owners; mentioning them does not mean they endorse us or we are paid by them.',
    ],
  },
  {
    id: 'availability',
    title: '8. Availability',
    paragraphs: [
      'We work to keep Uniform available and fast, but we do not promise uninterrupted service. Features may be paused for maintenance, and AI features fall back to our built-in engine when a model provider is unavailable. Getup messages depend on mobile carriers and may occasionally arrive late or not at all.',
    ],
  },
  {
    id: 'changes',
    title: '9. Changes to these terms',
    paragraphs: [
      'We may update these terms as the service changes. The date at the top of this page shows when they last changed. If a change materially affects account holders or Getup subscribers, we will tell them before it takes effect. Continuing to use the service after a change means you accept it.',
    ],
  },
  {
    id: 'contact',
    title: '10. Contact and governing law',
    paragraphs: [
      `${COMPANY} is a limited liability company organised in the Commonwealth of Virginia, United States. These terms are governed by the laws of the Commonwealth of Virginia, and disputes will be heard in its courts unless the law where you live says otherwise.`,
      `Questions about these terms: ${LEGAL_EMAIL}.`,
    ],
  },
];

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'tiers',
    title: 'Free tier and saved profiles',
    paragraphs: [
      'On the free tier we keep no data. Your questionnaire answers go to our servers only to produce your analysis and are discarded once it is returned; the analysis itself is kept in your browser’s local storage, on your device.',
      'If you create an account you may save your profile. Saving is opt-in (you tick “Save my style profile” when signing up), and we then store your account details and what you save.',
    ],
  },
  {
    id: 'processing',
    title: 'How we process your information',
    paragraphs: [
      'We use your answers only to produce your analysis, chats, brand guide and recommendations, and your phone number only to send the Getup messages you asked for. When an AI model writes part of a result, the relevant answers are sent to our model provider for that request only.',
    ],
  },
  {
    id: 'no-ai-training',
    title: 'No AI training',
    paragraphs: [
      'We do not use your answers, analyses, chats or journal entries to train AI models, and our model providers are contractually barred from doing so or from keeping the data after answering.',
    ],
  },
  {
    id: 'logs',
    title: 'Technical logs',
    paragraphs: [
      'Our servers keep short-lived technical logs (request time, path, status, a request id and your IP address) to keep the service secure and working. Logs do not contain your answers or messages and are deleted after 30 days.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: [
      'We set one essential cookie when you sign in, holding a random session token; it is HttpOnly and expires after 30 days without use. We use no advertising or cross-site tracking cookies. The free-tier analysis is kept in local storage, not in a cookie.',
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    paragraphs: [
      'Premium plans are paid through a card payment provider. Your card details go directly to that provider and never reach our servers; we receive only a payment reference, the plan and the amount.',
    ],
  },
  {
    id: 'retention',
    title: 'Retention and your rights',
    paragraphs: [
      'Saved profiles and journal entries are kept until you delete them or close your account; we then delete them within 30 days, including from backups as they rotate. Getup data is deleted when you reply STOP, apart from a record of the opt-out that carriers require. For saved profiles you have the right to:',
    ],
    list: [
      'access the data we hold about you;',
      'export it in a portable format;',
      'delete it, or your whole account;',
      'update or correct it;',
      'access your billing history.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'All traffic is encrypted in transit. Passwords are stored only as strong one-way hashes, session tokens only as hashes, and journal entries are encrypted at rest. Access to production systems is limited to the people who run them.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    paragraphs: [
      'Uniform is not meant for children under 13 and we do not knowingly collect their data. If you believe a child under 13 has given us information, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    paragraphs: [
      'If we change this policy we will update the date on this page, and tell account holders and Getup subscribers before any material change takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      `Uniform Style LLC, Commonwealth of Virginia, United States. Write to ${PRIVACY_EMAIL} or use the form below; we answer privacy inquiries within 2 business days.`,
    ],
  },
];
