import type { EngineInfo } from '@uniform/contracts';

/** Landing page copy (spec 1 §1–§2). The archetype and brands shown are labelled samples. */
export const HERO = {
  title: 'Your style is your strategy.',
  subtitle:
    'Uniform turns who you are and what you are building into a signature look: your style archetype, your color season, a 12-piece uniform and the brands to buy it from.',
};

/**
 * The hero's engine fact (spec 1 §1 "Powered by GPT-4"), true to what answers: the GPT-4 claim only
 * when a GPT-4-class model is configured, our own engine otherwise, and a line that claims neither
 * while the answer is loading or could not be had.
 */
export const ENGINE_FACTS = {
  gpt4: 'Powered by GPT-4',
  ownEngine: 'Powered by our own style engine',
  neutral: 'Built on 12-season color analysis',
} as const;

export function engineFact(engine: EngineInfo | undefined): string {
  if (!engine) return ENGINE_FACTS.neutral;
  return engine.engine === 'ai' && engine.gpt4Class ? ENGINE_FACTS.gpt4 : ENGINE_FACTS.ownEngine;
}

/** The hero's three facts, the engine's in the middle as in spec 1 §1. */
export function heroFacts(engine: EngineInfo | undefined): string[] {
  return ['Takes 5 minutes', engineFact(engine), 'Free to start — premium when you want more'];
}

export const STEPS = [
  {
    title: 'Define Your Brand',
    text: 'Tell us what you are building, the films and music you love, your values, your events and your coloring.',
  },
  {
    title: 'AI Analysis',
    text: 'We read your answers like a stylist and a brand strategist would: archetype, style icon, 12-season color analysis.',
  },
  {
    title: 'Your Uniform',
    text: 'Get 12 core pieces at your budget, looks for pitches and conferences, and brands that say what you mean.',
  },
];

/**
 * One of the style engine's ten archetypes, with three of its own keywords (the landing test checks
 * both against ARCHETYPES). Written out rather than imported so the landing page does not download
 * the whole archetype catalogue.
 */
export const SAMPLE_ARCHETYPE = {
  name: 'The Visionary Minimalist',
  summary:
    'Clean lines, quiet confidence and nothing that does not serve the idea. You look like the future you are selling.',
  words: ['Focused', 'Precise', 'Intentional'],
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
