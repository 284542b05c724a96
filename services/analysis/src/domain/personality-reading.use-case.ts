import { withModelFallback } from '@uniform/ai';
import type { PersonalityReadingRequest, PersonalityReadingResponse } from '@uniform/contracts';
import { personalityReading } from '@uniform/style-engine';
import type { AnalysisDeps } from './analyze-style.use-case';

const READING_SYSTEM = [
  'You write a warm, thoughtful personality reading for a leader who took a five-trait personality quiz.',
  'You get their tropical sign, their sidereal sign (Ophiuchus possible), the sign whose trait profile is closest to their quiz result, their trait scores (1-5) when known, and a draft.',
  'Write 3 to 5 short paragraphs relating the three signs and what the traits mean for how they present themselves and dress. Plain text, no headings.',
].join(' ');

/** POST /api/personality-reading. */
export async function readPersonality(
  deps: AnalysisDeps,
  request: PersonalityReadingRequest,
): Promise<PersonalityReadingResponse> {
  const draft = personalityReading(request);
  const produced = await withModelFallback({
    model: deps.model,
    feature: 'personality-reading',
    logger: deps.logger,
    call: (model) =>
      model.text({
        maxTokens: 900,
        messages: [
          { role: 'system', content: READING_SYSTEM },
          { role: 'user', content: JSON.stringify({ ...request, draft }) },
        ],
      }),
    fallback: () => draft,
  });
  return { reading: produced.value.slice(0, 8000), engine: produced.engine };
}
