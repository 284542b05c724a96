import type { Season } from '@uniform/contracts';

/** The Getup landing's words (spec 2 §2.3). */
export const GETUP_PAGE = {
  title: 'Getup: your daily 7 AM style text',
  description:
    'Getup texts you one style prompt every morning at 7 AM: a vibe, a color hero from your palette, an anchor piece and a style tip. Free; reply STOP to cancel.',
  eyebrow: 'Getup by Uniform',
  heading: 'Get up. Get dressed. Get noticed.',
  subheading:
    'One text at 7 AM your time with the day’s style challenge, written from your own palette and archetype. Free, and replying STOP cancels it.',
  cta: 'Start Your Daily Getup',
  dialogTitle: 'Start Your Daily Getup',
  dialogDescription: 'Enter your mobile number. Your first prompt arrives at 7 AM your time.',
  terms:
    'Prompts are sent at 7 AM local time. Getup is free. Reply STOP to any text to cancel, HELP for help.',
} as const;

export const GETUP_STEPS = [
  {
    title: 'Subscribe',
    text: 'Enter your mobile number. We use your style analysis, so every prompt fits your season and archetype.',
  },
  {
    title: 'Get your challenge',
    text: 'At 7 AM a text lands with the day’s vibe, a color hero, an anchor piece and one style tip.',
  },
  {
    title: 'Compete with friends',
    text: 'Share your look, see how your friends took the same challenge, and keep your streak going.',
  },
] as const;

/**
 * The sample text on the Getup page, written for one of the style engine's ten archetypes and one of
 * the 12 seasons (the page test checks both names against the engine and the contracts).
 */
const SAMPLE_ARCHETYPE = 'The Warm Mentor';
const SAMPLE_SEASON: Season = 'Warm Autumn';

export const GETUP_SAMPLE = {
  greeting: `Getup ☀️ ${SAMPLE_ARCHETYPE}, today’s look:`,
  lines: [
    ['Vibe', 'Quiet confidence, approachable'],
    ['Color hero', `Warm olive (your ${SAMPLE_SEASON} palette)`],
    ['Anchor piece', 'Unstructured camel blazer'],
    ['Style tip', 'Wear your hero color nearest your face so it lights you up on camera and in person.'],
  ],
  signOff: 'Reply STOP to cancel.',
} as const;

/** Spec 2 §8's fallbacks when the server gives no message. */
export const GETUP_FALLBACKS = {
  subscribe: 'Failed to subscribe to Getup',
  unsubscribe: 'Failed to unsubscribe from Getup',
} as const;
