import {
  INSUFFICIENT_ARCHETYPE,
  INSUFFICIENT_SEASON,
  UNDETERMINED_ICON,
  type Analysis,
} from '@uniform/contracts';
import {
  buildBrandContext,
  environmentTip,
  type BrandContext,
  type BrandNarrativeInput,
} from './brand-context';
import { capitalise, fitLong, listPhrase, midSentence, sentences, withArticle } from './brand-text';

/** The narrative fields of the analysis object (spec 2 §3) that the built-in engine writes. */
export interface BrandNarrative {
  styleStrategy: string;
  /** Who the personal brand speaks to. */
  audienceId: string;
  /** Platform name → one cue. */
  platformCues: Record<string, string>;
  referenceIcons: string[];
}

const AGE_STRATEGY: Record<string, string> = {
  '18-24': 'Early in your career, buy the foundation pieces first and add one investment piece a season.',
  '25-34':
    'This is the decade to invest in fit and tailoring; what you buy now carries you into senior rooms.',
  '35-44': 'At this stage fewer, better pieces signal seniority more than variety does.',
  '45-54': 'Your experience is the message; modern fits and fresh fabrics keep that authority current.',
  '55-64':
    'Lead with quality and ease: beautiful fabrics and modern proportions keep your authority current.',
  '65+': 'Comfort and quality together: fine fabrics, easy fits and one signature piece people remember.',
};

function planningLine({ mbti }: BrandContext): string {
  if (mbti?.type.endsWith('J')) {
    return `As ${withArticle(mbti.type)}, plan the week’s outfits ahead; a fixed rotation keeps the brand consistent when you are busy.`;
  }
  if (mbti?.type.endsWith('P')) {
    return `As ${withArticle(mbti.type)}, keep a capsule where everything mixes, so a last-minute choice still looks intentional.`;
  }
  return 'Decide your weekday uniform once, so consistency never depends on the morning.';
}

function strategy(context: BrandContext): string {
  const { colours, neutrals, environments } = context;
  const lead = context.hasArchetype
    ? `Lead with ${context.archetype}${context.keywords.length ? `: ${listPhrase(context.keywords)}` : ''}.`
    : 'Lead with what is consistently yours.';
  const uniform = [
    `Build ${context.season ? withArticle(context.season) : 'a'} uniform`,
    context.foundation ? ` (${midSentence(context.foundation)})` : '',
    neutrals.length ? ` anchored in ${listPhrase(neutrals)}` : '',
    colours.length
      ? `, with ${listPhrase(colours)} as ${colours.length === 1 ? 'the color' : 'the colors'} people remember you by`
      : '',
    ', and repeat it until it is recognizably yours.',
  ].join('');
  const rooms = environments.length
    ? `Plan a go-to look for each room you named: ${environments
        .map((room) => `for ${midSentence(room)}, ${environmentTip(room, context)}`)
        .join('; ')}.`
    : undefined;
  const field = context.industry
    ? `For ${context.industry}: ${midSentence(context.field.dressRule)}`
    : context.field.dressRule;
  return fitLong(
    sentences(
      lead,
      uniform,
      rooms,
      field,
      planningLine(context),
      context.ageBracket ? AGE_STRATEGY[context.ageBracket] : undefined,
      context.icon ? `Study ${context.icon.name} for proportion and restraint, not for copying.` : undefined,
    ),
  );
}

function audience(context: BrandContext): string {
  const who = context.occupation ? withArticle(midSentence(context.occupation)) : 'someone';
  const qualities = context.keywords.length
    ? listPhrase(context.keywords)
    : listPhrase(context.styleLanguage);
  return fitLong(
    sentences(
      `${capitalise(context.field.audience)}${context.building ? `, and everyone who needs to believe in ${context.building}` : ''}.`,
      context.environments.length
        ? `You meet them in ${listPhrase(context.environments.map(midSentence))}.`
        : undefined,
      qualities
        ? `They should meet ${who}${context.industry ? ` in ${context.industry}` : ''} and come away remembering ${qualities}.`
        : undefined,
      `Speak to them in a register that is ${context.field.register}.`,
    ),
  );
}

function cues(context: BrandContext): Record<string, string> {
  const { colours, neutrals, mbti } = context;
  const colour = colours[0] ?? 'your best color';
  const subject = context.building ?? context.industry ?? 'your work';
  const extravert = mbti?.type.startsWith('E');
  const thinking = mbti?.type.charAt(2) === 'T';
  const words = [...context.keywords, ...context.styleLanguage].slice(0, 2);
  return {
    LinkedIn: sentences(
      `Headshot in ${colour} against ${neutrals[0] ?? 'a plain, light background'}.`,
      words.length
        ? `Let the headline and About section say ${listPhrase(words.map((w) => `“${w}”`))}.`
        : undefined,
      mbti
        ? extravert
          ? 'Post short, frequent updates and comment generously; conversation is your channel.'
          : 'Post fewer, considered long-form pieces; depth is your channel.'
        : 'Post on a steady rhythm, one useful idea at a time.',
      `Write about ${subject} and keep it ${context.field.register}.`,
    ),
    Instagram: sentences(
      `Keep the grid in ${listPhrase([...colours, ...neutrals]) || 'a consistent palette'}, so it reads as one brand.`,
      `Show ${context.foundation ? `your ${midSentence(context.foundation.split(',')[0]?.trim() ?? '')}` : 'your uniform'} in real settings${context.environments[0] ? ` (${midSentence(context.environments[0])})` : ''}, not studio shots.`,
      context.icon ? `Take visual cues from ${context.icon.name}.` : undefined,
    ),
    X: sentences(
      mbti
        ? thinking
          ? `Short, evidence-led threads about ${subject}.`
          : `Short stories and observations about ${subject}, with the people in them.`
        : `Short, specific posts about ${subject}.`,
      `Keep the tone ${context.enneagram?.tone ?? context.styleLanguage[0] ?? 'consistent'}; post nothing you would not say on stage.`,
    ),
    'Podcast & Video': sentences(
      `On camera, wear ${colours.length ? `solid ${listPhrase(colours.slice(0, 2), 'or')}` : 'a solid mid-tone color'} near the face; skip fine stripes${context.avoid[0] ? ` and ${context.avoid[0].name}` : ''}, which the camera exaggerates.`,
      context.metals ? `Keep ${context.metals} small so it doesn’t flare under lights.` : undefined,
      mbti
        ? extravert
          ? 'Unscripted conversation and live formats suit you.'
          : 'Pre-recorded, edited formats and three prepared talking points suit you.'
        : 'Prepare three talking points and let the rest be conversation.',
    ),
  };
}

/**
 * The style strategy, audience identity, platform cues and reference icons of the analysis (spec 2
 * §3) when no model is configured: built only from the input, so the same input always gives the
 * same narrative. It needs only what is known before the full analysis exists.
 */
export function brandNarrative(input: BrandNarrativeInput): BrandNarrative {
  const context = buildBrandContext(input);
  return {
    styleStrategy: strategy(context),
    audienceId: audience(context),
    platformCues: cues(context),
    referenceIcons: context.referenceIcons,
  };
}

/** The narrative input of a finished analysis; the placeholder markers count as missing. */
export function brandNarrativeInputFromAnalysis(analysis: Analysis): BrandNarrativeInput {
  const { colorAnalysis, uniformSuggestions } = analysis;
  const suggestedColours =
    typeof uniformSuggestions.colors === 'string'
      ? uniformSuggestions.colors.split(',')
      : uniformSuggestions.colors;
  const recommended = colorAnalysis.recommendedColors.map((colour) => colour.name);
  return {
    archetypeName: analysis.styleArchetype === INSUFFICIENT_ARCHETYPE ? '' : analysis.styleArchetype,
    keywords: analysis.archetypeKeywords,
    styleLanguage: analysis.styleLanguage,
    icon: analysis.styleIcon.name === UNDETERMINED_ICON ? undefined : analysis.styleIcon,
    season: colorAnalysis.season === INSUFFICIENT_SEASON ? undefined : colorAnalysis.season,
    colourNames: recommended.length ? recommended : suggestedColours,
    personalityProfile: analysis.personalityProfile,
    otherIcons: (analysis.referenceIcons ?? []).map((icon) => (typeof icon === 'string' ? icon : icon.name)),
    neutralNames: colorAnalysis.neutrals.map((neutral) => neutral.name),
    avoid: colorAnalysis.avoid,
    undertone: colorAnalysis.undertone,
    foundation: uniformSuggestions.foundation,
    footwear: uniformSuggestions.footwear,
    accent: uniformSuggestions.accent,
  };
}
