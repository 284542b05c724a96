import { BASE_EVENTS } from '@uniform/contracts';
import { EVENT_KEYWORD_RULES } from '../content/onboarding-content';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `keyword` starts a word of `text` ("Lead designer", "co-founder", "Engineering"). */
function mentions(text: string, keyword: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(keyword)}`, 'i').test(text);
}

/** Case-insensitive de-duplication that keeps the first spelling and the order. */
export function uniqueEvents(events: readonly string[]): string[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = event.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Step 8's options (spec 1 §9): the 12 base events, then the events of every keyword rule whose
 * keyword appears in the occupation or the industry, without repeats.
 */
export function suggestEvents(occupation = '', industry = ''): string[] {
  const text = `${occupation} ${industry}`;
  const extra = EVENT_KEYWORD_RULES.filter((rule) =>
    rule.keywords.some((keyword) => mentions(text, keyword)),
  ).flatMap((rule) => rule.events);
  return uniqueEvents([...BASE_EVENTS, ...extra]);
}
