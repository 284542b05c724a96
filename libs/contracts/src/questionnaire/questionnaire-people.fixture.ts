import { BRIGHT_WINTER_COLOURING, SOFT_AUTUMN_COLOURING } from './questionnaire.fixture';
import type { QuestionnaireAnswers } from './questionnaire.schemas';

/**
 * The two people of issue 19, as answers for tests: new users whose analyses must obey every
 * answer. They differ in gender, budget, work, taste and what they rule out, so an engine that
 * gives them the same pieces, brands or looks is not reading the answers. A fresh object each call.
 */

/**
 * A 38-year-old female fintech founder in New York: expression toward feminine, hourglass, a
 * $3,000 budget (mid-market), who disliked Aimé Leon Dore and avoids "pleated midi skirts, big
 * logos, very high heels". Her colouring reads as a Bright Winter.
 */
export function buildFintechFounderAnswers(
  overrides: Partial<QuestionnaireAnswers> = {},
): QuestionnaireAnswers {
  return {
    whatBuilding: 'A B2B payments platform for independent clinics; we just closed our Series A.',
    styleFilms: ['understated power', 'elegant and classic'],
    styleMusic: ['classic and elegant', 'confident and pop'],
    brandPreferences: {
      'Aimé Leon Dore': 'dislike',
      Theory: 'like',
      'The Row': 'like',
      COS: 'like',
      Nike: 'unknown',
    },
    industry: 'Fintech',
    occupation: 'Founder & CEO',
    ageBracket: '35-44',
    genderIdentity: 'Female',
    genderExpression: 30,
    coreValues: ['Integrity', 'Ambition', 'Excellence', 'Leadership'],
    environments: ['Investor pitches', 'Conferences', 'Client meetings', 'Industry dinners'],
    voicePrecisionFlow: 30,
    voiceDirectGentle: 35,
    voiceLiteralPoetic: 40,
    voiceProfessionalPlayful: 25,
    voiceFormalCasual: 35,
    bodyShape: 'Hourglass',
    height: 'Average',
    fitPreference: 'Tailored & defined',
    attentionArea: 'Waist/curves',
    avoidWearing: 'pleated midi skirts, big logos, very high heels',
    myersBriggs: 'ENTJ',
    enneagram: '3w4',
    zodiac: 'Scorpio',
    ...BRIGHT_WINTER_COLOURING,
    hairColor: 'Dark Brown',
    zipCode: '10013',
    budget: 3000,
    currentStyleDescription: 'Black trousers and a blazer most days; I want something sharper for the board.',
    ...overrides,
  };
}

/**
 * A 29-year-old male creative director in Los Angeles with an $800 budget (entry level), who avoids
 * suits and disliked the Workwear and Luxury brands of the swipe (Carhartt WIP, Filson, Loro Piana,
 * Brunello Cucinelli, The Row).
 */
export function buildCreativeDirectorAnswers(
  overrides: Partial<QuestionnaireAnswers> = {},
): QuestionnaireAnswers {
  return {
    whatBuilding: 'An independent studio making brand films and identities for music and culture clients',
    styleFilms: ['quirky and cool', 'artsy and intellectual', 'edgy and modern'],
    styleMusic: ['indie and mellow', 'deep cut or alt'],
    brandPreferences: {
      'Carhartt WIP': 'dislike',
      Filson: 'dislike',
      'Loro Piana': 'dislike',
      'Brunello Cucinelli': 'dislike',
      'The Row': 'dislike',
      Stüssy: 'like',
      'Acne Studios': 'like',
      Nike: 'like',
      Uniqlo: 'like',
    },
    industry: 'Advertising & Design',
    occupation: 'Creative Director',
    ageBracket: '25-34',
    genderIdentity: 'Male',
    genderExpression: 70,
    coreValues: ['Creativity', 'Authenticity', 'Freedom', 'Curiosity'],
    environments: ['Casual work', 'Team meetings', 'Video calls', 'Date nights'],
    voicePrecisionFlow: 75,
    voiceDirectGentle: 55,
    voiceLiteralPoetic: 80,
    voiceProfessionalPlayful: 75,
    voiceFormalCasual: 85,
    bodyShape: 'Rectangle',
    height: 'Tall (over 5\'8")',
    fitPreference: 'Flowy & relaxed',
    attentionArea: 'Footwear/accessories',
    avoidWearing: 'suits',
    myersBriggs: 'ENFP',
    enneagram: '4w3',
    ...SOFT_AUTUMN_COLOURING,
    hairColor: 'Medium Brown',
    zipCode: '90026',
    budget: 800,
    currentStyleDescription: 'Vintage tees, wide trousers and sneakers; nothing that feels corporate.',
    ...overrides,
  };
}
