import { z } from 'zod';
import { withModelFallback, type ModelClient } from '@uniform/ai';
import type { Logger } from '@uniform/service-kit';
import type { StyleFacts } from './style-facts';

/** Carrier segments: keep a daily text within three GSM segments. */
export const DAILY_MESSAGE_MAX = 459;
const SIGN_OFF = 'Reply STOP to cancel.';

const VIBES = [
  'Quiet confidence',
  'Sharp and warm',
  'Effortless authority',
  'Bold but easy',
  'Polished ease',
  'Soft power',
  'Clean lines, clear head',
  'Ready for anything',
];

const TIPS = [
  'Wear your hero color nearest your face so it lights you up on camera and in person.',
  'Let one piece do the talking today and keep everything else in your neutrals.',
  'Check the fit at the shoulders first: a sharp shoulder reads as confidence from across the room.',
  'Roll or push your sleeves once: it signals you are ready to work.',
  'Repeat your hero color once more in a small accent: a pocket square, a bag, a watch strap.',
  'Match your metals to your undertone and keep them consistent from watch to belt.',
  'Steam, do not iron, your knits: texture is part of the look.',
  'Lay tomorrow’s outfit out tonight: a decided morning is a calm morning.',
  'Go one notch more formal than the room: it reads as respect, not stiffness.',
  'Tuck, half-tuck or leave out on purpose: the intent is what people see.',
];

/** A stable number from the day and the subscriber, so texts vary by date but a retry writes the same one. */
function dayIndex(localDate: string, salt: string): number {
  let hash = 2166136261;
  for (const char of `${localDate}|${salt}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const pick = <T>(list: readonly T[], index: number, offset: number): T =>
  list[(index + offset) % list.length]!;

export interface DailyPrompt {
  vibe: string;
  colourHero: string;
  anchorPiece: string;
  styleTip: string;
}

/**
 * The built-in engine's prompt: spec 2 §2.3's shape, from the subscriber's own facts. General facts
 * (no season, see generalStyleFacts) give a general prompt: no palette is named as theirs.
 */
export function offlineDailyPrompt(facts: StyleFacts, localDate: string): DailyPrompt {
  const index = dayIndex(localDate, facts.archetype);
  const keyword = facts.keywords.length > 0 ? pick(facts.keywords, index, 3) : undefined;
  const vibe = keyword ? `${pick(VIBES, index, 0)}, ${keyword.toLowerCase()}` : pick(VIBES, index, 0);
  const colour =
    facts.colours.length > 0 ? pick(facts.colours, index, 1).name : (facts.neutrals[0] ?? 'navy');
  const piece = pick(facts.pieces, index, 2);
  return {
    vibe,
    colourHero: `${colour}${facts.season ? ` (your ${facts.season} palette)` : ''}`,
    anchorPiece: piece,
    styleTip: pick(TIPS, index, 5),
  };
}

export function formatDailyMessage(prompt: DailyPrompt, archetype: string): string {
  const head = `Getup ☀️ ${archetype ? `${archetype}, ` : ''}today's look:`;
  const body = [
    head,
    `Vibe: ${prompt.vibe}`,
    `Color hero: ${prompt.colourHero}`,
    `Anchor piece: ${prompt.anchorPiece}`,
    `Style tip: ${prompt.styleTip}`,
    SIGN_OFF,
  ].join('\n');
  if (body.length <= DAILY_MESSAGE_MAX) return body;
  const room = DAILY_MESSAGE_MAX - (body.length - prompt.styleTip.length) - 1;
  return formatDailyMessage(
    { ...prompt, styleTip: `${prompt.styleTip.slice(0, Math.max(room, 20))}…` },
    archetype,
  );
}

const modelPromptSchema = z.object({
  vibe: z.string().min(2).max(60),
  colourHero: z.string().min(2).max(80),
  anchorPiece: z.string().min(2).max(80),
  styleTip: z.string().min(10).max(200),
});

const SYSTEM =
  "You write Getup, a 7 AM text with one day's style prompt. Answer with a vibe (a few words), a color hero chosen from the person's colors, an anchor piece from their pieces, and one concrete style tip. Vary it with the date. No greetings, no hashtags. When archetype and season are empty the person has not taken the style questionnaire yet: write a prompt anyone can wear and name no archetype, season or palette as theirs.";

/** The day's text: model-written when a model is configured, the built-in engine otherwise or on failure. */
export async function writeDailyMessage(
  deps: { model: ModelClient | null; logger?: Logger },
  facts: StyleFacts,
  localDate: string,
): Promise<string> {
  const produced = await withModelFallback({
    model: deps.model,
    feature: 'getup-daily',
    logger: deps.logger,
    call: (model) =>
      model.structured({
        name: 'getup_prompt',
        schema: modelPromptSchema,
        system: SYSTEM,
        user: JSON.stringify({ date: localDate, ...facts, zipCode: undefined }),
      }),
    fallback: () => offlineDailyPrompt(facts, localDate),
  });
  return formatDailyMessage(produced.value, facts.archetype);
}

/**
 * The one text a web subscribe sends (double opt-in, CTIA): what it is, when, that it is free, and
 * how to confirm, stop or get help. Nothing of the request is in it but the zone we derived.
 */
export function confirmationText(timeZone: string): string {
  return `Uniform Getup: a free daily style prompt by text, sent at 7 AM (${timeZone.replace(/_/g, ' ')}), was requested for this number. 1 msg/day. Msg & data rates may apply. Reply YES to confirm, STOP to cancel, HELP for help.`;
}

export const ACTIVATED_TEXT =
  'Uniform Getup: your subscription is active! Your free style prompt arrives every day at 7 AM. 1 msg/day. Msg & data rates may apply. Reply STOP to cancel, HELP for help.';
export const UNSUBSCRIBED_NOTICE_TEXT =
  'Uniform Getup: this number was unsubscribed on our website and will get no more daily style prompts. Reply START to resume.';
export const HELP_TEXT =
  'Uniform Getup: a free daily 7 AM style prompt. Reply STOP to cancel, START to resume. Manage it at uniform on the Getup page.';
export const RESUBSCRIBED_TEXT =
  'Uniform Getup: welcome back! Your daily 7 AM style prompt resumes tomorrow. Reply STOP to cancel.';
export const NOT_SUBSCRIBED_TEXT =
  'Uniform Getup: this number has no Getup subscription. Subscribe on the Getup page of Uniform. Reply HELP for help.';
