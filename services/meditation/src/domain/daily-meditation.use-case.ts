import { z } from 'zod';
import { withModelFallback, type ModelClient } from '@uniform/ai';
import {
  dailyMeditationSchema,
  MEDITATION_THEME_MAX,
  type DailyMeditation,
  type DailyMeditationQuery,
} from '@uniform/contracts';
import { AppError, type JsonCache, type Logger } from '@uniform/service-kit';
import { rotationDayFor } from './daily-rotation.data';

export interface DailyMeditationDeps {
  model: ModelClient | null;
  cache: JsonCache;
  ttlSeconds: number;
  logger: Logger;
  now: () => Date;
}

const nonBlank = (max: number) => z.string().trim().min(1).max(max);

/** What the model writes for a day; the date and engine are ours. */
export const modelDaySchema = z.object({
  theme: nonBlank(120),
  meditation: nonBlank(1500),
  actionStep: nonBlank(600),
  scripture: nonBlank(600).describe('A short verse with its book, chapter and verse reference'),
  journalPrompt: nonBlank(400),
  quote: z.object({ text: nonBlank(500), author: nonBlank(120) }),
});

const SYSTEM = [
  'You write the daily page of The Still Core, a meditation journal for thoughtful leaders, founders and CEOs.',
  'Return a theme (two to six words), a meditation (three or four calm sentences guiding the breath and attention),',
  'a CEO action step (one or two concrete sentences for today), a scripture anchor (one real verse quoted exactly from the King James Version, followed by " — Book chapter:verse"),',
  'a journal prompt (one question) and a closing quote that a public-domain author really wrote, with the author.',
  'Use the draft for inspiration; keep the tone warm, grounded and free of clichés.',
].join(' ');

/** "YYYY-MM-DD" of `now` in `timeZone`; a 400 when the zone is unknown. */
export function localDate(now: Date, timeZone = 'UTC'): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    throw AppError.validation(
      [{ path: 'query.timeZone', message: 'Use an IANA time zone such as America/New_York' }],
      `Unknown time zone "${timeZone}".`,
    );
  }
}

/**
 * GET /api/daily-meditation. One page per local date, cached for the TTL (24 h) with single-flight,
 * so a thousand readers at dawn make one model call. The built-in rotation answers when no model
 * is configured or its answer is unusable, so no section is ever empty.
 */
export async function dailyMeditation(
  deps: DailyMeditationDeps,
  query: DailyMeditationQuery,
): Promise<DailyMeditation> {
  const date = query.date ?? localDate(deps.now(), query.timeZone);
  const { value } = await deps.cache.getOrCreate(
    date,
    deps.ttlSeconds,
    async (): Promise<DailyMeditation> => {
      const draft = rotationDayFor(date);
      const produced = await withModelFallback({
        model: deps.model,
        feature: 'daily-meditation',
        logger: deps.logger,
        call: (model) =>
          model.structured({
            name: 'still_core_day',
            schema: modelDaySchema,
            system: SYSTEM,
            user: JSON.stringify({ date, draft }),
          }),
        fallback: () => draft,
      });
      return dailyMeditationSchema.parse({
        ...produced.value,
        theme: produced.value.theme.slice(0, MEDITATION_THEME_MAX),
        date,
        engine: produced.engine,
      });
    },
    dailyMeditationSchema,
  );
  return value;
}
