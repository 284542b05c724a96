import type { ChatPersona } from '@uniform/contracts';
import type { ChatProfile } from './profile';
import { STRATEGIST_INTENTS, strategistRedirect } from './strategist-responder';
import { STYLIST_INTENTS, stylistRedirect } from './stylist-responder';

/**
 * The personas without a model (no OPENAI_API_KEY). Each is an intent router: a table of intents,
 * tried in order, each a pattern over the lower-cased question and a handler that answers it from
 * the user's own analysis. The first match answers; a question no intent matches is out of scope
 * and gets a friendly redirect to what the persona does. Pure: the same profile and question give
 * the same answer.
 */

export interface Question {
  /** The question as typed. */
  message: string;
  /** Lower-cased, for the patterns. */
  text: string;
}

export interface Intent {
  id: string;
  matches: RegExp | ((question: Question, profile: ChatProfile) => boolean);
  answer: (profile: ChatProfile, question: Question) => string;
}

/** The intent that answers a question, or undefined when it is out of the persona's scope. */
export function routeIntent(
  intents: readonly Intent[],
  profile: ChatProfile,
  message: string,
): Intent | undefined {
  const question = { message, text: message.toLowerCase() };
  return intents.find((intent) =>
    typeof intent.matches === 'function'
      ? intent.matches(question, profile)
      : intent.matches.test(question.text),
  );
}

const ROUTERS: Record<
  ChatPersona,
  { intents: readonly Intent[]; redirect: (profile: ChatProfile) => string }
> = {
  stylist: { intents: STYLIST_INTENTS, redirect: stylistRedirect },
  strategist: { intents: STRATEGIST_INTENTS, redirect: strategistRedirect },
};

export function builtInAnswer(persona: ChatPersona, profile: ChatProfile, message: string): string {
  const { intents, redirect } = ROUTERS[persona];
  const intent = routeIntent(intents, profile, message);
  return intent ? intent.answer(profile, { message, text: message.toLowerCase() }) : redirect(profile);
}
