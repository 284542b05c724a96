import type { Season } from '@uniform/contracts';

/** The Getup landing's words (spec 2 §2.3). */
export const GETUP_PAGE = {
  title: 'Getup: your daily 7 AM style text',
  description:
    'Getup texts you one style prompt every morning at 7 AM: a vibe, a color hero, an anchor piece and a style tip, from your own palette once you take the style questionnaire. Free; reply STOP to cancel.',
  eyebrow: 'Getup by Uniform',
  heading: 'Get up. Get dressed. Get noticed.',
  subheading:
    'One text at 7 AM your time with the day’s style challenge: general prompts at first, then written from your own palette and archetype once you take the style questionnaire. Free, and replying STOP cancels it.',
  cta: 'Start Your Daily Getup',
  dialogTitle: 'Start Your Daily Getup',
  dialogDescription: 'Enter your mobile number. Your first prompt arrives at 7 AM your time.',
  terms:
    'Prompts are sent at 7 AM local time. Getup is free. Reply STOP to any text to cancel, HELP for help.',
  sampleTitle: 'A morning text, written for you',
  sampleText:
    'Once you have taken the style questionnaire, every prompt is built from your season, palette and archetype. Before that, Getup sends general prompts of the same kind. Both change every day.',
} as const;

/** The subscribe form's words for a visitor without a style analysis in this browser. */
export const GETUP_FORM = {
  zipLabel: 'ZIP code (optional)',
  zipHint: (zone: string | undefined) =>
    `Sets 7 AM for your area. Leave it empty to use this browser’s time zone${zone ? ` (${zone.replace(/_/g, ' ')})` : ''}.`,
  generalNote: 'Until you have a style analysis, your prompts are general style tips.',
  discoverLink: 'Discover your uniform',
  personalNote: 'in this browser and they become personal: your season, palette and archetype.',
  /** Signed in: the number's YES links it to the account (it then shows in "Download my data"). */
  accountLinkNote:
    'You are signed in: once your phone replies YES, this number is linked to your account, so it shows in your data download and goes if you delete the account.',
} as const;

export const GETUP_STEPS = [
  {
    title: 'Subscribe',
    text: 'Enter your mobile number. With your style analysis every prompt fits your season and archetype; without one you get general prompts until you take the questionnaire.',
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
