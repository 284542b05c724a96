import { z } from 'zod';
import { withStructuredFallback } from '@uniform/ai';
import {
  personalBrandSchema,
  type Analysis,
  type PersonalBrand,
  type UpdatePersonalBrandRequest,
} from '@uniform/contracts';
import type { JsonCache } from '@uniform/service-kit';
import { buildPersonalBrand, parseStylingRules, stylingRulesText } from '@uniform/style-engine';
import type { AnalysisDeps } from './analyze-style.use-case';
import { contentHash } from './stable-hash';

export interface PersonalBrandDeps extends AnalysisDeps {
  cache: JsonCache;
  ttlSeconds: number;
}

const brandText = z.string().min(20).max(2500);
/** The model writes these six; the strategy fields come from the analysis itself. */
const modelBrandSchema = z.object({
  brandStatement: brandText,
  enneagramMbtiVibes: brandText,
  voiceAndTone: brandText,
  visualSignature: brandText,
  brandWords: z.string().min(3).max(400),
  // Read by line (a rule may hold a semicolon) and written back one "- " rule per line, so every
  // screen and the PDF see the engine's format whatever list style the model chose.
  stylingRules: z
    .string()
    .min(40)
    .max(3000)
    .refine(
      (rules) => /DO'S:[\s\S]+DON'TS:/.test(rules),
      `stylingRules needs a "DO'S:" section then a "DON'TS:" section`,
    )
    .transform((rules) => parseStylingRules(rules))
    .refine(
      ({ dos, donts }) => dos.length > 0 && donts.length > 0,
      'stylingRules needs a rule in each section',
    )
    .transform(stylingRulesText),
});
const modelBrandResponseFormat = z.object({
  brandStatement: z.string(),
  enneagramMbtiVibes: z.string(),
  voiceAndTone: z.string(),
  visualSignature: z.string(),
  brandWords: z.string(),
  stylingRules: z.string(),
});

const BRAND_SYSTEM = [
  'You are Cas, a personal-brand strategist for founders, creators and leaders.',
  "Write this person's personal brand from their style analysis: a brand statement, how their Enneagram and Myers-Briggs types show (their 'vibes'), voice and tone, visual signature, comma-separated brand words,",
  `and styling rules as text with a "DO'S:" section followed by a "DON'TS:" section, one whole rule per line, each line starting with "- ".`,
  'Be specific to their work, season colors and archetype. Answer in the JSON schema given.',
].join(' ');

/**
 * What the brand is generated from: the whole analysis (narrative fields and answers included) but
 * its generation time and engine marker, so the same answers analysed twice share one brand. The
 * model's prompt is built from this object and the built-in engine reads none of the two fields
 * left out, so the key below covers every input of the generator.
 */
export function personalBrandInput(analysis: Analysis): Omit<Analysis, 'generatedAt' | 'engine'> {
  const { generatedAt: _generatedAt, engine: _engine, ...content } = analysis;
  return content;
}

/** The cache key: a hash of the generator input, never the archetype alone, so two people never share a brand. */
export function personalBrandKey(analysis: Analysis): string {
  return contentHash(personalBrandInput(analysis));
}

/** POST /api/generate-personal-brand: cached 30 minutes with single-flight. */
export async function generatePersonalBrand(
  deps: PersonalBrandDeps,
  analysis: Analysis,
): Promise<PersonalBrand> {
  const { value } = await deps.cache.getOrCreate(
    personalBrandKey(analysis),
    deps.ttlSeconds,
    () => producePersonalBrand(deps, analysis),
    personalBrandSchema,
  );
  return value;
}

async function producePersonalBrand(deps: AnalysisDeps, analysis: Analysis): Promise<PersonalBrand> {
  const engineBrand = buildPersonalBrand(analysis);
  const produced = await withStructuredFallback({
    model: deps.model,
    feature: 'personal-brand',
    logger: deps.logger,
    request: () => ({
      name: 'personal_brand',
      schema: modelBrandResponseFormat,
      system: BRAND_SYSTEM,
      user: JSON.stringify({
        analysis: { ...personalBrandInput(analysis), uniformPieces: undefined, moodboardPrompts: undefined },
      }),
    }),
    then: (answer) => ({ ...engineBrand, ...modelBrandSchema.parse(answer) }),
    fallback: () => engineBrand,
  });
  return personalBrandSchema.parse({ ...produced.value, engine: produced.engine });
}

/** POST /api/update-personal-brand: one field of this analysis's cached brand (regenerated if it expired). */
export async function updatePersonalBrand(
  deps: PersonalBrandDeps,
  request: UpdatePersonalBrandRequest,
): Promise<PersonalBrand> {
  const current = await generatePersonalBrand(deps, request.analysis);
  const updated = personalBrandSchema.parse({ ...current, [request.field]: request.value });
  await deps.cache.set(personalBrandKey(request.analysis), updated, deps.ttlSeconds);
  return updated;
}
