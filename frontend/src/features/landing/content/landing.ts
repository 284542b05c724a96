/** Landing page copy (spec 1 §1–§2). The archetype and brands shown are labelled samples. */
export const HERO = {
  title: 'Your style is your strategy.',
  subtitle:
    'Uniform turns who you are and what you are building into a signature look: your style archetype, your colour season, a 12-piece uniform and the brands to buy it from.',
  facts: ['Takes 5 minutes', 'Powered by GPT-4', 'Free to start — premium when you want more'],
};

export const STEPS = [
  {
    title: 'Define Your Brand',
    text: 'Tell us what you are building, the films and music you love, your values, your events and your colouring.',
  },
  {
    title: 'AI Analysis',
    text: 'We read your answers like a stylist and a brand strategist would: archetype, style icon, 12-season colour analysis.',
  },
  {
    title: 'Your Uniform',
    text: 'Get 12 core pieces at your budget, looks for pitches and conferences, and brands that say what you mean.',
  },
];

export const SAMPLE_ARCHETYPE = {
  name: 'The Modern Visionary',
  summary:
    'Clean lines, quiet confidence and one unexpected detail. You look like the future you are selling.',
  words: ['Precise', 'Understated', 'Forward'],
};

export const SAMPLE_BRANDS = [
  { name: 'Everlane', note: 'Foundation knits and trousers', tier: '$' },
  { name: 'COS', note: 'Architectural layers', tier: '$-$$' },
  { name: 'Theory', note: 'Tailoring for the boardroom', tier: '$$-$$$' },
];

export const FOOTER_COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'How it Works', href: '#how-it-works' },
      { label: 'Examples', href: '#examples' },
      { label: 'Pricing', href: '#pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '#' },
      { label: 'Blog', href: '#' },
      { label: 'Careers', href: '#' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];
