import * as Q from '@uniform/contracts';
import type { QuestionnaireAnswers } from '@uniform/contracts';
import fc from 'fast-check';

const L = Q.QUESTIONNAIRE_LIMITS;

/**
 * Questionnaire answers as real users give them, for property tests and the audit census
 * (infra/bench/audit-census.mjs): every choice from the questionnaire's own option lists, free
 * text from a bank of real phrasings (title case, initialisms, a trailing full stop, an "hour"), and
 * any step skipped now and then. Every value parses with questionnaireAnswersSchema.
 */

/** What people type into the free-text fields, including the shapes that trip up templates. */
export const ANSWER_TEXTS = {
  whatBuilding: [
    'A B2B payments platform for independent clinics; we just closed our Series A.',
    'An independent studio making brand films for music and culture clients',
    'a developer-tools company that makes cloud costs legible',
    'Our nonprofit helps first-generation students apply to college.',
    'An AI copilot for hospital scheduling',
    'A boutique law practice for climate-tech startups',
    'Hour-by-hour childcare booking for shift workers',
    'The leading UX research agency in the Midwest!',
    'A one-person consultancy rebuilding sales teams',
    'Sustainable furniture, made to order in Vermont',
  ],
  industry: [
    'Fintech',
    'Software',
    'Advertising & Design',
    'Healthcare',
    'Finance',
    'Education',
    'Real estate',
    'AI / ML',
    'Retail',
    'Nonprofit',
    'Law',
    'Media & Entertainment',
  ],
  occupation: [
    'Founder & CEO',
    'Creative Director',
    'VP of Engineering',
    'Attorney',
    'Product manager',
    'MBA student',
    'Executive Director',
    'Sales lead',
    'Head of Growth',
    'Independent consultant',
    'Teacher',
    'Physician',
  ],
  avoidWearing: [
    'pleated midi skirts, big logos, very high heels',
    'suits',
    'Anything too tight',
    'ties and cufflinks',
    'no jeans or sneakers',
    'Bright orange. Turtlenecks.',
    'skinny jeans / crop tops',
    'dresses',
    'heavy wool',
    'I avoid loud prints and anything with a big logo',
  ],
  customEvents: ['Board meetings', 'Demo day', 'Podcast recordings', 'Gallery openings', 'Church on Sunday'],
  currentStyleDescription: [
    'Black trousers and a blazer most days.',
    'Vintage tees, wide trousers and sneakers; nothing that feels corporate.',
    'Whatever is clean, honestly',
    'Athleisure from school drop-off to the office',
  ],
} as const;

/** Most answers are given; a skipped step leaves its field out, as Skip does. */
const sometimesSkipped = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.option(arbitrary, { nil: undefined, freq: 12 });

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const pickSome = <T>(values: readonly T[], min: number, max: number) =>
  fc.shuffledSubarray([...values], { minLength: min, maxLength: max });

const brandPreferencesArbitrary = fc
  .shuffledSubarray(
    Q.SWIPE_BRANDS.map((brand) => brand.name),
    { minLength: 0, maxLength: L.brands },
  )
  .chain((names) =>
    fc
      .tuple(...names.map(() => pick(Q.BRAND_PREFERENCE_VALUES)))
      .map((ratings) => Object.fromEntries(names.map((name, index) => [name, ratings[index]!]))),
  );

const environmentsArbitrary = fc
  .tuple(pickSome(Q.BASE_EVENTS, 0, 6), pickSome(ANSWER_TEXTS.customEvents, 0, 2))
  .filter(([base, custom]) => base.length + custom.length > 0)
  .map(([base, custom]) => [...base, ...custom]);

const hairColorArbitrary = fc.oneof(
  { arbitrary: pick(Q.HAIR_COLORS), weight: 4 },
  { arbitrary: pickSome(Q.HAIR_COLORS, 1, 2), weight: 1 },
);

const zipCodeArbitrary = fc.integer({ min: 501, max: 99_950 }).map((zip) => String(zip).padStart(5, '0'));

/** A 0–100 slider (gender expression, the five voice sliders). */
const slider = fc.integer({ min: L.sliderMin, max: L.sliderMax });

/** One user's answers; the attention area is drawn from the choices their gender answers offer. */
export const answersArbitrary: fc.Arbitrary<QuestionnaireAnswers> = fc
  .record({
    whatBuilding: sometimesSkipped(pick(ANSWER_TEXTS.whatBuilding)),
    styleFilms: sometimesSkipped(pickSome(Q.FILM_CATEGORIES, 1, L.maxFilms)),
    styleMusic: sometimesSkipped(pickSome(Q.MUSIC_CATEGORIES, 1, L.maxMusic)),
    brandPreferences: sometimesSkipped(brandPreferencesArbitrary),
    industry: sometimesSkipped(pick(ANSWER_TEXTS.industry)),
    occupation: sometimesSkipped(pick(ANSWER_TEXTS.occupation)),
    ageBracket: sometimesSkipped(pick(Q.AGE_BRACKETS)),
    genderIdentity: sometimesSkipped(pick(Q.GENDER_IDENTITIES)),
    genderExpression: slider,
    coreValues: sometimesSkipped(pickSome(Q.CORE_VALUES, L.minCoreValues, L.maxCoreValues)),
    environments: sometimesSkipped(environmentsArbitrary),
    voicePrecisionFlow: slider,
    voiceDirectGentle: slider,
    voiceLiteralPoetic: slider,
    voiceProfessionalPlayful: slider,
    voiceFormalCasual: slider,
    bodyShape: sometimesSkipped(pick(Q.BODY_SHAPES)),
    height: sometimesSkipped(pick(Q.HEIGHTS)),
    fitPreference: sometimesSkipped(pick(Q.FIT_PREFERENCES)),
    attentionPick: fc.nat({ max: 4 }),
    avoidWearing: fc.option(pick(ANSWER_TEXTS.avoidWearing), { nil: undefined, freq: 2 }),
    myersBriggs: fc.option(pick(Q.MBTI_TYPES), { nil: undefined, freq: 3 }),
    enneagram: fc.option(pick(Q.ENNEAGRAM_TYPES), { nil: undefined, freq: 3 }),
    zodiac: fc.option(pick(Q.ZODIAC_SIGNS), { nil: undefined, freq: 3 }),
    veinColor: sometimesSkipped(pick(Q.VEIN_COLORS)),
    sunReaction: sometimesSkipped(pick(Q.SUN_REACTIONS)),
    jewelryPreference: sometimesSkipped(pick(Q.JEWELRY_PREFERENCES)),
    eyeClarity: sometimesSkipped(pick(Q.EYE_CLARITY)),
    featureContrast: sometimesSkipped(pick(Q.FEATURE_CONTRASTS)),
    colorPreference: sometimesSkipped(pick(Q.COLOR_PREFERENCES)),
    eyeColor: sometimesSkipped(pick(Q.EYE_COLORS)),
    skinTone: sometimesSkipped(pick(Q.SKIN_TONES)),
    hairColor: sometimesSkipped(hairColorArbitrary),
    zipCode: sometimesSkipped(zipCodeArbitrary),
    budget: fc
      .integer({ min: L.budgetMin / L.budgetStep, max: L.budgetMax / L.budgetStep })
      .map((steps) => steps * L.budgetStep),
    currentStyleDescription: fc.option(pick(ANSWER_TEXTS.currentStyleDescription), {
      nil: undefined,
      freq: 2,
    }),
  })
  .map(({ attentionPick, ...answers }) => {
    const options = Q.attentionAreaOptions(answers.genderIdentity, answers.genderExpression);
    const attentionArea = options[attentionPick % options.length];
    // A skipped field is absent, not undefined, exactly as the browser sends it.
    return Object.fromEntries(
      Object.entries({ ...answers, attentionArea }).filter(([, value]) => value !== undefined),
    ) as QuestionnaireAnswers;
  });
