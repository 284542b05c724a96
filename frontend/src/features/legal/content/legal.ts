import type { FrontendRoute } from '@uniform/contracts';
import { COMPANY, COMPANY_JURISDICTION, LEGAL_EMAIL, PRIVACY_EMAIL } from '../../../shared/content/company';

/**
 * The legal pages' text (spec 2 §2.7 and §2.8), written for this product: the free tier keeps no
 * data, saved profiles are opt-in, nothing is used to train AI models, Getup texts at 7 AM until you
 * reply STOP, and the company is a Virginia limited liability company. A change here is a change to
 * the terms: the pages show the date they are viewed on, as the spec asks.
 */
export interface LegalSection {
  /** The anchor (#id) of the section, stable so links to it keep working. */
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
  /** Text after the list, when a section goes on once the list ends. */
  after?: string[];
  /** A page of the app where the reader can act on the section (the Account page for the rights). */
  link?: { to: FrontendRoute; label: string };
}

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of these terms',
    paragraphs: [
      `These terms govern your use of Uniform, the personal-brand styling service operated by ${COMPANY} ("we", "us"). By answering the questionnaire, creating an account (with an e-mail address and password, or with your Google or Microsoft account) or subscribing to Getup you agree to them. If you do not agree, please do not use the service.`,
      'You must be at least 13 years old to use the service, and at least 18 to create an account or subscribe to text messages.',
    ],
  },
  {
    id: 'service',
    title: '2. What the service is',
    paragraphs: [
      'Uniform turns your answers to a 15-step questionnaire into a style analysis: a style archetype, a style icon, a seasonal color analysis, brands by budget tier, a 12-piece uniform, event looks, regional style notes and a personal brand. Around it we offer chat with our stylist Scottie and our brand strategist Cas, a PDF brand guide, local community suggestions, Getup, a personality quiz, a family manifesto wizard and the Still Core meditation journal.',
      'Getup is a free daily style text message, sent at 7 AM in your local time to the mobile number you give us. When you subscribe we send one text asking you to reply YES, and the daily messages start only after that YES; then it is one message a day, and you can stop it at any time by replying STOP. We do not charge for it, but your carrier’s message and data rates may apply.',
      'The core analysis is free. Some features, such as saving a profile permanently, are marked premium and may require a paid plan when they become available; we will show the price before you pay anything.',
    ],
  },
  {
    id: 'ephemeral-data',
    title: '3. Ephemeral data handling',
    paragraphs: [
      'On the free tier we keep no data about you. Your answers are sent to our servers only to produce your analysis and are not stored there. The analysis is kept in your own browser; clearing your browser data removes it. When you use a feature that needs your analysis, such as a chat or the brand guide, your browser sends it with that request, we use it to answer, and we do not keep it.',
      'If you create an account and choose to save your profile, we store what you choose to save until you delete it. Journal entries of signed-in users are stored encrypted. Getup keeps your phone number, your time zone and the few style facts it needs to write your messages until you reply STOP; a subscription nobody confirms with YES is deleted after 24 hours.',
    ],
  },
  {
    id: 'ai-content',
    title: '4. AI-generated content',
    paragraphs: [
      'Analyses, chat answers, brand text, readings, meditations and manifestos are written by software: a large language model, or our built-in style engine when no model is available (the page says which). They are suggestions to help you think about your style and brand, not professional, medical, financial, legal or psychological advice. They can be wrong; use your own judgment before buying anything or acting on them.',
      'We never use your answers, chats or journal entries to train AI models, and we choose model providers that contractually do not either.',
    ],
  },
  {
    id: 'responsibilities',
    title: '5. Your responsibilities',
    paragraphs: ['When you use Uniform you agree to:'],
    list: [
      'complete the human verification step at the start of the questionnaire yourself, and not use bots, scrapers or other automated tools to reach the service;',
      'give only information you are entitled to share, and subscribe only a phone number that is yours to Getup;',
      'not attempt to disrupt the service, get around its limits or reach other people’s data;',
      'keep your account password, and the Google or Microsoft account you sign in with, to yourself, and tell us promptly if you think someone else has used your account.',
    ],
  },
  {
    id: 'liability',
    title: '6. Limitation of liability',
    paragraphs: [
      'The service is provided "as is" and "as available". To the fullest extent the law allows, we are not liable for indirect or consequential losses, for purchases you make based on recommendations, or for losses caused by events outside our reasonable control.',
      'Our total liability for any claim about the service is limited to the greater of the amount you paid us in the twelve months before the claim and one hundred US dollars. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'intellectual-property',
    title: '7. Intellectual property',
    paragraphs: [
      'The Uniform name, design, software, palettes and written content are ours or our licensors’. You may use your own analysis, brand guide and manifesto however you like, including sharing and printing them.',
      'Brand names mentioned in recommendations belong to their owners; mentioning them does not mean that they endorse us or that they pay us.',
    ],
  },
  {
    id: 'availability',
    title: '8. Availability',
    paragraphs: [
      'We work to keep Uniform available and fast, but we do not promise uninterrupted service. Features may pause for maintenance, and AI features fall back to our built-in engine when a model provider is unavailable. Getup messages depend on mobile carriers and may occasionally arrive late or not at all.',
    ],
  },
  {
    id: 'changes',
    title: '9. Changes to these terms',
    paragraphs: [
      'We may update these terms as the service changes. The date at the top of this page shows the version you are reading. If a change materially affects account holders or Getup subscribers, we will tell them before it takes effect. Continuing to use the service after a change means you accept it.',
    ],
  },
  {
    id: 'contact',
    title: '10. Contact and governing law',
    paragraphs: [
      `${COMPANY} is a limited liability company organized in ${COMPANY_JURISDICTION}. These terms are governed by the laws of the Commonwealth of Virginia, and disputes will be heard in its courts unless the law where you live gives you the right to bring them elsewhere.`,
      `Questions about these terms: ${LEGAL_EMAIL}.`,
    ],
  },
];

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'tiers',
    title: 'Free tier and saved profiles',
    paragraphs: [
      'On the free tier we keep no data. Your questionnaire answers go to our servers only to produce your analysis and are discarded once it is returned; the analysis itself is kept in your browser’s local storage, on your device, and you remove it by clearing your browser data.',
      'If you create an account we keep what it needs to sign you in (see “Signing in” below). You may also save your profile: saving is opt-in (you tick “Save my style profile” when signing up), and we then store what you save.',
    ],
  },
  {
    id: 'sign-in',
    title: 'Signing in',
    paragraphs: [
      'You can create an account and sign in in two ways. With your e-mail address and a password: we store the e-mail address, your name if you give it, and the password only as a strong one-way hash.',
      'Or with your Google or Microsoft account: Google or Microsoft confirms who you are and tells us your e-mail address, whether they have verified it, and your name. We store that e-mail address, your name, and the identifier Google or Microsoft uses for you with us. We never see your Google or Microsoft password, and we keep no access token or other token from them, so we cannot read or do anything else in your Google or Microsoft account. An account created this way has no password with us.',
      'If an account with the same e-mail address already exists, we link Google or Microsoft to it only when they tell us they have verified that the address is yours; otherwise we ask you to sign in with your password instead. Whichever way you sign in, keeping your style profile is your choice, made with “Save my style profile”, and we record when you made it.',
    ],
  },
  {
    id: 'processing',
    title: 'How we process your information',
    paragraphs: [
      'We use your answers only to produce your analysis, chats, brand guide and recommendations, and your phone number only to send the Getup messages you asked for. When an AI model writes part of a result, the answers it needs are sent to our model provider for that request only.',
      'The companies that help us run Uniform (hosting, the model provider, the text-message carrier and the card payment provider) process data only on our instructions. We do not sell your information or share it for advertising.',
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
      'We set one essential cookie when you sign in, holding a random session token; it is HttpOnly and ends after 14 days without use or 30 days after you sign in. A second HttpOnly cookie, kept longer, holds a random identifier of this browser once it has signed in, so that wrong passwords tried from elsewhere cannot lock you out of your account here. While you sign in with Google or Microsoft, a second essential cookie holds a random identifier for at most ten minutes, so that only the browser that started the sign-in can finish it; it is deleted when you come back. We use no advertising, analytics or cross-site tracking cookies. The free-tier analysis is kept in local storage, not in a cookie.',
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    paragraphs: [
      'Premium plans are paid through a card payment provider. Your card details go directly to that provider and never reach our servers; we receive only a payment reference, the plan, the amount and the date.',
    ],
  },
  {
    id: 'retention',
    title: 'Retention and your rights',
    paragraphs: [
      'Saved profiles and journal entries are kept until you delete them or close your account; we then delete them within 30 days, and from backups as they rotate. Getup data is deleted when you reply STOP, apart from a record of the opt-out that carriers require. For a saved profile you have the right to:',
    ],
    list: [
      'access the data we hold about you;',
      'export it in a portable format;',
      'delete it, or your whole account;',
      'update or correct it;',
      'access your billing history.',
    ],
    after: [
      'You can use most of these rights yourself, at once, on your Account page (signed in, open the account menu and choose Account): correct your name and e-mail there, get a copy of everything we hold with “Download my data”, and remove it all with “Delete my account”. There are no paid plans yet, so there is no billing history; the Account page says so.',
      'For anything else, or if you cannot sign in, send the privacy inquiry form below with the type of request. We may ask you to confirm the request from the e-mail address on the account, so that nobody else can reach your data.',
    ],
    link: { to: '/account', label: 'Go to your Account page' },
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'All traffic is encrypted in transit. Passwords are stored only as strong one-way hashes, session tokens only as hashes, no Google or Microsoft token is kept, and journal entries are encrypted at rest. Access to production systems is limited to the people who run them.',
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
      `${COMPANY}, ${COMPANY_JURISDICTION}. Write to ${PRIVACY_EMAIL} or use the form below; we answer privacy inquiries within 2 business days.`,
    ],
  },
];
