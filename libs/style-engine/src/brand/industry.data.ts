/** How a field of work shapes who a personal brand speaks to and how it dresses. */
export interface IndustryProfile {
  id: string;
  /** Matched against the user's industry and occupation, in this order; the first match wins. */
  match: RegExp;
  /** Who the brand speaks to, as a noun phrase. */
  audience: string;
  /** The register of the voice, as a phrase after "keep it". */
  register: string;
  /** A styling rule for the field. */
  dressRule: string;
}

/**
 * Fields of work as the personal brand reads them: ours, from common US workplace dress norms
 * (the spec leaves the list open). Order matters: "fintech startup" is tech before finance.
 */
export const INDUSTRY_PROFILES: readonly IndustryProfile[] = [
  {
    id: 'tech',
    match:
      /tech|software|saas|\bai\b|machine learning|\bdata\b|startup|developer|engineer|product manag|cyber|cloud/i,
    audience:
      'investors, early adopters, the engineers you want to hire and the partners who will build with you',
    register: 'plain-spoken and evidence-led: show the work and skip the jargon',
    dressRule: 'Dress one notch above the team, never two; elevated basics beat a suit in most tech rooms.',
  },
  {
    id: 'finance',
    match: /financ|bank|invest|capital|wealth|account|insurance|private equity|venture|trading/i,
    audience: 'clients who trust you with their money, partners and investment committees',
    register: 'measured, exact and discreet',
    dressRule: 'Favor tailoring and quiet quality; in finance, understatement signals trustworthiness.',
  },
  {
    id: 'law',
    match: /\blaw\b|legal|attorney|lawyer|counsel|compliance|paralegal/i,
    audience: 'clients, referral partners, and the counterparties and courts that judge your preparation',
    register: 'precise, calm and authoritative',
    dressRule: 'Keep a court- or client-ready jacket within reach; preparation should be visible.',
  },
  {
    id: 'health',
    match: /health|medic|clinic|nurs|doctor|physician|pharma|biotech|dental|wellness|therap|psycholog/i,
    audience: 'patients or clients, fellow clinicians and the partners who need to trust your judgment',
    register: 'reassuring, clear and human',
    dressRule: 'Choose clean, easy-care pieces that look composed after a long shift or a full clinic.',
  },
  {
    id: 'education',
    match: /educat|teach|school|universit|academ|tutor|professor|lectur/i,
    audience: 'students, parents, colleagues and the community you teach in',
    register: 'clear, encouraging and patient',
    dressRule:
      'Pick pieces you can move, sit and write on a board in; approachable beats formal with learners.',
  },
  {
    id: 'nonprofit',
    match: /non-?profit|charit|foundation|\bngo\b|social impact|philanthrop|advocacy/i,
    audience: 'donors, volunteers, board members and the community you serve',
    register: 'mission-led, warm and credible',
    dressRule: 'Look credible to donors and approachable to the community: polished, never ostentatious.',
  },
  {
    id: 'public',
    match: /government|policy|public sector|politic|military|defen[cs]e|civil service|diplomat/i,
    audience: 'constituents, colleagues and stakeholders across institutions',
    register: 'measured, credible and inclusive',
    dressRule: 'Follow the institution’s formality and let fit and grooming carry the distinction.',
  },
  {
    id: 'real-estate',
    match: /real estate|property|realtor|architect|construction|interior/i,
    audience: 'buyers, sellers, developers and the local community',
    register: 'confident, local and personable',
    dressRule: 'Dress for both the site visit and the closing: polished layers and shoes that handle both.',
  },
  {
    id: 'consulting',
    match: /consult|strateg|advis|executive coach|management/i,
    audience: 'executives who hire outside judgment and the teams who put it into practice',
    register: 'structured, insightful and confident',
    dressRule: 'Mirror the client’s formality, then add one sharper element so you read as the expert.',
  },
  {
    id: 'marketing',
    match: /market|brand|advertis|sales|communications|\bpr\b|public relations|growth/i,
    audience: 'clients, buyers and the teams who amplify your message',
    register: 'persuasive, energetic and clear',
    dressRule: 'Your look is part of the pitch; let one current piece show you know the culture.',
  },
  {
    id: 'creative',
    match:
      /design|\bart|fashion|film|music|media|photo|creative|entertain|beauty|content|writ|publish|journalis/i,
    audience: 'collaborators, clients and an audience that follows your eye',
    register: 'expressive, visual and specific',
    dressRule:
      'Show your taste: one designed or crafted piece per outfit proves your eye before your portfolio does.',
  },
  {
    id: 'hospitality',
    match: /hospitality|restaurant|food|chef|hotel|travel|event planning|retail/i,
    audience: 'guests, customers, partners and the team that delivers the experience',
    register: 'welcoming, sensory and energetic',
    dressRule: 'Choose durable, washable pieces that still look sharp on your feet all day.',
  },
];

/** When no field matches, or none is given. */
export const GENERAL_INDUSTRY: Omit<IndustryProfile, 'match' | 'id'> = {
  audience: 'the decision-makers, peers and customers who will hire, buy from or follow you',
  register: 'clear, confident and specific',
  dressRule:
    'Match the formality of the people you want to work with, then add one element that is unmistakably yours.',
};
