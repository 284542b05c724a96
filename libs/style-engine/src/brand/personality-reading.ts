import type { PersonalityReadingRequest, SiderealSign } from '@uniform/contracts';
import { listPhrase, sentences } from './brand-text';
import { ELEMENT_QUALITIES, SIGN_PROFILES, type SignProfile } from './zodiac.data';

type Traits = NonNullable<PersonalityReadingRequest['traits']>;
type Trait = keyof Traits;

/** How each quiz trait shows in personal style at a low (≤ 2.3), middle or high (≥ 3.7) score. */
const TRAIT_STYLE: Record<Trait, { label: string; low: string; middle: string; high: string }> = {
  extraversion: {
    label: 'Extraversion',
    low: 'you recharge alone, so let quality and texture speak rather than volume, and keep one detail for people who look closely',
    middle:
      'you move between stage and quiet, so build outfits that switch, like a blazer over a knit you can take off',
    high: 'people energize you, so your clothes can be louder, with color near the face and a piece that starts conversations',
  },
  agreeableness: {
    label: 'Agreeableness',
    low: 'you lead with candor, so sharper lines and darker anchors suit you; clothes need to make you credible, not likeable',
    middle: 'you balance warmth and edge, so pair one soft texture with one structured piece',
    high: 'your warmth is visible, so approachable color, soft textures and rounded lines reinforce it',
  },
  conscientiousness: {
    label: 'Conscientiousness',
    low: 'planning outfits is not your joy, so an easy-care uniform and one ready-to-go outfit keep you put together',
    middle: 'a few planned staples with room for spontaneity suit you',
    high: 'a planned capsule, kept pressed, polished and tailored, is your natural advantage',
  },
  neuroticism: {
    label: 'Emotional sensitivity',
    low: 'you stay steady under pressure, so you can take style risks without second-guessing them',
    middle: 'a reliable go-to outfit for high-stakes days and freer choices for the rest will suit you',
    high: 'comfort is confidence for you, so choose fabrics that feel good, fits that never need adjusting and a trusted outfit for stressful days',
  },
  openness: {
    label: 'Openness',
    low: 'proven classics done perfectly suit you; trends are optional',
    middle: 'classics with one novel twist are your sweet spot',
    high: 'you are drawn to the new, so unusual textures, vintage and design-led pieces are worth exploring',
  },
};

const TRAIT_ORDER: Trait[] = [
  'extraversion',
  'agreeableness',
  'conscientiousness',
  'neuroticism',
  'openness',
];

function level(score: number): 'low' | 'middle' | 'high' {
  if (score <= 2.3) return 'low';
  if (score >= 3.7) return 'high';
  return 'middle';
}

/** A score as "3.5/5"; the quiz gives halves (3 plus half the summed answers). */
function formatScore(score: number): string {
  return `${Number(score.toFixed(1))}/5`;
}

function describe(sign: SiderealSign, profile: SignProfile): string {
  const nature = profile.element
    ? `a ${profile.modality} ${profile.element.toLowerCase()} sign`
    : 'the thirteenth sign, with no classical element';
  return `${sign} (${profile.symbol}), ${nature}`;
}

function tropicalParagraph(sign: SiderealSign): string {
  const profile = SIGN_PROFILES[sign];
  return sentences(
    `Your tropical sign, the one from your birthday in Western astrology, is ${describe(sign, profile)}.`,
    `It describes someone ${listPhrase(profile.traits)}.`,
    `In style that reads as ${listPhrase(profile.styleKeywords)}${profile.element ? `, with the ${profile.element.toLowerCase()} element’s ${ELEMENT_QUALITIES[profile.element]}` : ''}.`,
  );
}

function siderealParagraph(actual: SiderealSign, sidereal: SiderealSign): string {
  const from = SIGN_PROFILES[actual];
  const to = SIGN_PROFILES[sidereal];
  const intro =
    'The sidereal zodiac follows where the constellations actually sit today; the slow wobble of the Earth’s axis has moved them about 24 degrees since the tropical dates were fixed, and the Sun also crosses Ophiuchus.';
  if (sidereal === actual) {
    return sentences(
      intro,
      `For your birthday both zodiacs agree on ${actual}, so its ${listPhrase(from.traits)} nature is doubly confirmed: lean into ${from.styleKeywords[0]} without hedging.`,
    );
  }
  if (sidereal === 'Ophiuchus') {
    return sentences(
      intro,
      `By the stars you were born under Ophiuchus, the Serpent Bearer, which the tropical zodiac leaves out. It is linked with healing and the search for hidden knowledge (the figure is often read as Asclepius, the healer), and it adds a ${listPhrase(to.traits)} undertone to ${actual}.`,
      `In style, Ophiuchus asks for ${listPhrase(to.styleKeywords)}: pieces that carry meaning alongside ${actual}’s ${from.styleKeywords[0]}.`,
    );
  }
  const elementShift =
    from.element && to.element
      ? from.element === to.element
        ? `Both are ${to.element.toLowerCase()} signs, so the shift is one of tone rather than temperature.`
        : `The element moves from ${from.element.toLowerCase()} to ${to.element.toLowerCase()}, toward ${ELEMENT_QUALITIES[to.element]}.`
      : undefined;
  return sentences(
    intro,
    `By the stars your Sun sits in ${describe(sidereal, to)}, which shifts ${actual}’s ${listPhrase(from.traits)} nature toward ${listPhrase(to.traits)}.`,
    elementShift,
    `In style, keep ${actual}’s ${from.styleKeywords[0]} and borrow ${sidereal}’s ${listPhrase(to.styleKeywords.slice(0, 2))}.`,
  );
}

function closestParagraph(actual: SiderealSign, sidereal: SiderealSign, closest: SiderealSign): string {
  const profile = SIGN_PROFILES[closest];
  if (closest === actual && closest === sidereal) {
    return `Your quiz answers land closest to ${closest} as well: birthday, stars and personality all agree. That consistency is rare; a signature look built on ${listPhrase(profile.styleKeywords)} will feel completely natural.`;
  }
  if (closest === actual) {
    return `Your quiz answers land closest to ${closest}, your tropical sign: the personality you describe matches your birthday sign, so ${listPhrase(profile.styleKeywords)} should feel like home, with ${sidereal} as an accent.`;
  }
  if (closest === sidereal) {
    return `Your quiz answers land closest to ${closest}, your sidereal sign rather than your tropical ${actual}: the way you describe yourself follows the stars, so give ${closest}’s ${listPhrase(profile.styleKeywords)} the lead and keep ${actual} for details.`;
  }
  return `Your quiz answers land closest to ${closest}, which is neither of your birth signs. The personality you describe is ${listPhrase(profile.traits)}, more than your birthday suggests; that gap is useful: dress for who you are now with ${listPhrase(profile.styleKeywords)}, and let ${actual} and ${sidereal} show in the details.`;
}

function traitsParagraph(traits: Traits): string {
  const lines = TRAIT_ORDER.map((trait) => {
    const style = TRAIT_STYLE[trait];
    return `${style.label} ${formatScore(traits[trait])}: ${style[level(traits[trait])]}.`;
  });
  return sentences('Your five quiz traits show up in your style like this.', ...lines);
}

function closing(actual: SiderealSign, closest: SiderealSign): string {
  const keywords = [SIGN_PROFILES[actual].styleKeywords[0], SIGN_PROFILES[closest].styleKeywords[1]];
  return `Put together: start from ${listPhrase([...new Set(keywords)].filter((word): word is string => Boolean(word)))}, and treat this reading as a mirror for reflection rather than a rule.`;
}

/**
 * The personality reading of the quiz (spec 2 §2.4, §3, §5) from the built-in engine: what the
 * tropical sign says, how the sidereal sign shifts it (Ophiuchus included), what it means when the
 * quiz-closest sign matches or differs, and, with the five trait scores, how each shows in
 * personal style. Four or five paragraphs separated by blank lines.
 */
export function personalityReading(request: PersonalityReadingRequest): string {
  const { actualSign, siderealSign, closestSign, traits } = request;
  return [
    tropicalParagraph(actualSign),
    siderealParagraph(actualSign, siderealSign),
    closestParagraph(actualSign, siderealSign, closestSign),
    traits ? traitsParagraph(traits) : undefined,
    closing(actualSign, closestSign),
  ]
    .filter((paragraph): paragraph is string => Boolean(paragraph))
    .join('\n\n');
}
