import { TEXT_MAX, type Analysis, type PersonalBrand, type PlatformCues } from '@uniform/contracts';
import { buildBrandContext, environmentTip, type BrandContext } from './brand-context';
import { brandNarrative, brandNarrativeInputFromAnalysis } from './brand-narrative';
import {
  capitalise,
  cleanList,
  endSentence,
  fitLong,
  listPhrase,
  midSentence,
  nameMidSentence,
  sentences,
  withArticle,
} from './brand-text';

function statement(context: BrandContext): string {
  const { mbti, enneagram, colours, neutrals, styleLanguage, keywords } = context;
  const who = context.occupation ? withArticle(midSentence(context.occupation)) : 'a professional';
  const promise = mbti?.promise ?? 'showing up the same way every time, with work people remember';
  return fitLong(
    sentences(
      `As ${who}${context.industry ? ` in ${context.industry}` : ''}${context.building ? ` building ${context.building}` : ''}, ${
        context.hasArchetype
          ? `you are ${context.archetype}${keywords.length ? `: ${listPhrase(keywords)}` : ''}`
          : `you are building a brand around ${listPhrase(keywords) || 'what is consistently yours'}`
      }.`,
      `Your brand promise is ${promise}${enneagram ? `, driven by ${enneagram.motivation}` : ''}.`,
      colours.length
        ? `You show up in ${listPhrase(colours)} from ${context.palette}${neutrals.length ? `, grounded in ${listPhrase(neutrals)}` : ''}, so people read you as ${listPhrase(styleLanguage.length ? styleLanguage : keywords) || 'intentional'} before you say a word.`
        : `Once your color analysis is complete, ${context.palette} becomes the first thing people remember about you.`,
      context.icon
        ? endSentence(
            `Your reference point is ${context.icon.name}${context.icon.description ? `: ${midSentence(context.icon.description)}` : ''}`,
          )
        : undefined,
    ),
  );
}

function vibes(context: BrandContext): string {
  const { mbti, enneagram } = context;
  const mbtiPart = mbti
    ? `As ${withArticle(mbti.type)} (${mbti.nickname}), your style instinct is ${midSentence(mbti.style)} Communication: ${midSentence(mbti.communication)}`
    : `No Myers-Briggs type is on file, so this brand reads your style from ${context.hasArchetype ? `the ${context.archetype} archetype` : 'your answers'}${context.styleLanguage.length ? ` (${listPhrase(context.styleLanguage)})` : ''}; add your type in your profile to sharpen it.`;
  const enneagramPart = enneagram
    ? sentences(
        `Enneagram ${enneagram.label} (${enneagram.name}) shows in your wardrobe as ${midSentence(enneagram.style)}`,
        enneagram.wing
          ? `The ${enneagram.wing.type} wing (${enneagram.wing.profile.name}) adds ${enneagram.wing.profile.wingFlavour}, while Type ${enneagram.core} stays the core.`
          : undefined,
      )
    : 'No Enneagram type is on file, so the motivations here come from your archetype and your answers; adding it makes the do’s and don’ts more personal.';
  const together =
    mbti && enneagram
      ? `Together: ${withArticle(mbti.vibe)}, ${enneagram.vibe} presence. Let the ${mbti.type} habits shape how you speak and the Type ${enneagram.core} motivation decide what you wear for the moments that matter.`
      : undefined;
  return fitLong(sentences(mbtiPart, enneagramPart, together));
}

function voice(context: BrandContext): string {
  const { mbti, enneagram } = context;
  const type = mbti?.type ?? '';
  const letterLines = mbti
    ? [
        type.startsWith('E')
          ? 'Speak first and often: short posts, live conversation and spoken updates suit you.'
          : 'Write before you speak: considered posts and prepared remarks carry you further than improvising.',
        type.charAt(1) === 'N'
          ? 'Lead with the big picture and the why.'
          : 'Lead with concrete examples, numbers and specifics.',
        type.charAt(2) === 'T'
          ? 'Make the case with evidence and clear logic.'
          : 'Make the case through people and stories.',
        type.endsWith('J')
          ? 'Close with a clear takeaway or next step.'
          : 'Leave room for questions and new possibilities.',
      ]
    : [];
  const adjectives = cleanList(
    [...(enneagram ? enneagram.tone.split(' and ') : []), mbti?.vibe, ...context.styleLanguage],
    4,
  );
  return fitLong(
    sentences(
      `Voice: ${listPhrase(adjectives) || 'clear, warm and specific'}.`,
      ...letterLines,
      mbti ? undefined : 'Add your Myers-Briggs type to tune how you speak and post.',
      `${context.industry ? `In ${context.industry}, keep` : 'Keep'} it ${context.field.register}.`,
      context.keywords.length
        ? `Words to own: ${listPhrase(context.keywords.map((word) => `“${word}”`))}.`
        : undefined,
    ),
  );
}

function visual(context: BrandContext): string {
  const { colours, neutrals } = context;
  const palette = [
    colours.length ? listPhrase(colours) : '',
    neutrals.length ? `over ${listPhrase(neutrals)}` : '',
    context.metals ? `with ${context.metals}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const [styleHead, styleTail] = context.mbti?.style.split(': ') ?? [];
  return fitLong(
    sentences(
      palette
        ? `${capitalise(context.palette)}: ${palette}.`
        : `${capitalise(context.palette)} is not set yet; the color questions of the questionnaire decide it.`,
      context.foundation ? `Core silhouette: ${midSentence(context.foundation)}.` : undefined,
      context.footwear ? `Shoes: ${midSentence(context.footwear)}.` : undefined,
      context.accent ? `Signature accents: ${midSentence(context.accent)}.` : undefined,
      context.styleLanguage.length ? `The overall read: ${listPhrase(context.styleLanguage)}.` : undefined,
      context.mbti && styleHead && styleTail
        ? `As ${withArticle(context.mbti.type)}, keep it ${midSentence(styleHead)}: ${styleTail}`
        : undefined,
      context.icon ? `Reference: ${context.icon.name}.` : undefined,
    ),
  );
}

function words(context: BrandContext): string {
  const list = cleanList(
    [
      ...context.keywords,
      ...context.styleLanguage,
      context.mbti?.vibe,
      context.enneagram?.vibe,
      context.enneagram?.wing?.profile.vibe,
    ],
    10,
  );
  return (list.length >= 3 ? list : cleanList([...list, 'intentional', 'consistent', 'authentic'], 10)).join(
    ', ',
  );
}

function rules(context: BrandContext): string {
  const { colours, neutrals, mbti, enneagram, avoid, styleLanguage } = context;
  const room = context.environments[0];
  const dos = [
    colours.length
      ? `Wear ${listPhrase(colours)} near your face; ${colours.length === 1 ? 'it is the strongest color' : 'they are the strongest colors'} of ${context.palette}.`
      : undefined,
    neutrals.length
      ? `Build every outfit on ${listPhrase(neutrals)}, so each piece works with the others.`
      : undefined,
    context.foundation
      ? `Repeat your foundation (${midSentence(context.foundation)}) until it is recognizably yours.`
      : undefined,
    context.metals ? `Choose ${context.metals} for jewelry, watches, belts and bags.` : undefined,
    room ? `For ${midSentence(room)}: ${environmentTip(room, context)}.` : undefined,
    context.industry
      ? `For ${context.industry}: ${midSentence(context.field.dressRule)}`
      : context.field.dressRule,
    mbti?.doRule,
    enneagram?.doRule,
  ].filter((rule): rule is string => Boolean(rule));
  const donts = [
    ...avoid.map((colour) =>
      colour.reason
        ? `Don’t wear ${colour.name} near your face: ${endSentence(midSentence(colour.reason))}`
        : `Don’t wear ${colour.name} near your face; it works against ${context.palette}.`,
    ),
    styleLanguage.length >= 2
      ? `Don’t buy pieces that fight ${context.hasArchetype ? nameMidSentence(context.archetype) : 'your'} language: if it is not ${styleLanguage[0]} or ${styleLanguage[1]}, leave it.`
      : undefined,
    mbti?.dontRule,
    enneagram?.dontRule,
  ].filter((rule): rule is string => Boolean(rule));
  const fallbackDos = [
    'Decide a weekday uniform once and repeat it.',
    'Tailor what you already own before buying more.',
  ];
  const fallbackDonts = [
    'Don’t buy for a life you don’t lead; every piece should fit a room you are actually in.',
    'Don’t let logos do the talking.',
    'Don’t wear anything that needs adjusting all day.',
  ];
  const withFallback = (items: string[], fallback: string[]) =>
    [...items, ...fallback].slice(0, Math.max(3, items.length));
  return stylingRulesText({ dos: withFallback(dos, fallbackDos), donts: withFallback(donts, fallbackDonts) });
}

export interface StylingRules {
  dos: string[];
  donts: string[];
}

const DOS_HEADING = /^\s*DO['’]?S\s*:/i;
const DONTS_HEADING = /^\s*DON['’]?TS\s*:/i;
/** A list marker at the start of a line: "- ", "• ", "* ", "1. ", "2) ". */
const BULLET = /^\s*(?:[-•*–]|\d+[.)])\s+/;

/**
 * The styling rules' text (spec 2 §3): a "DO'S:" section, then a "DON'TS:" section, one rule per
 * line. A rule is a sentence that may hold semicolons and colons ("…; authenticity outperforms
 * image."), so the line is the only separator: line breaks inside a rule become spaces, and rules
 * that do not fit the field's length are left out whole rather than cut mid-sentence.
 */
export function stylingRulesText({ dos, donts }: StylingRules): string {
  const oneLine = (rules: readonly string[]) =>
    rules.map((rule) => rule.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const text = (d: string[], n: string[]) =>
    `DO'S:\n${d.map((rule) => `- ${rule}`).join('\n')}\n\nDON'TS:\n${n.map((rule) => `- ${rule}`).join('\n')}`;
  const kept = { dos: oneLine(dos), donts: oneLine(donts) };
  while (text(kept.dos, kept.donts).length > TEXT_MAX.long && kept.dos.length + kept.donts.length > 2) {
    if (kept.dos.length >= kept.donts.length) kept.dos.pop();
    else kept.donts.pop();
  }
  return fitLong(text(kept.dos, kept.donts));
}

/**
 * The two lists of a styling-rules text, whoever wrote it (the engine, a model, the user's edit):
 * split by line only, never at a semicolon, with list markers dropped. A heading may carry its
 * first rule on the same line ("DO'S: Wear navy"); text without headings is all do's.
 */
export function parseStylingRules(text: string): StylingRules {
  const rules: StylingRules = { dos: [], donts: [] };
  let section: keyof StylingRules = 'dos';
  for (const raw of text.split(/\r?\n/)) {
    let line = raw;
    if (DONTS_HEADING.test(line)) {
      section = 'donts';
      line = line.replace(DONTS_HEADING, '');
    } else if (DOS_HEADING.test(line)) {
      section = 'dos';
      line = line.replace(DOS_HEADING, '');
    }
    const rule = line.replace(BULLET, '').trim();
    if (rule) rules[section].push(rule);
  }
  return rules;
}

/** Platform cues as the personal brand's text: one "Platform: cue" line each. */
function cuesText(cues: PlatformCues): string {
  if (typeof cues === 'string') return cues;
  return Object.entries(cues)
    .map(([platform, cue]) => `${platform}: ${cue}`)
    .join('\n');
}

/**
 * The personal brand of the personal-branding tab (spec 2 §3) from the built-in engine: every
 * field built from this analysis (archetype, keywords, style language, icon, season colours, avoid
 * list, uniform suggestions and the user's own profile answers), so two users of the same
 * archetype get different brands. The strategy, audience and platform cues start as the
 * analysis's own when it has them, and come from `brandNarrative` when it does not.
 */
export function buildPersonalBrand(analysis: Analysis): PersonalBrand {
  const input = brandNarrativeInputFromAnalysis(analysis);
  const context = buildBrandContext(input);
  const narrative = brandNarrative(input);
  return {
    brandStatement: statement(context),
    enneagramMbtiVibes: vibes(context),
    voiceAndTone: voice(context),
    visualSignature: visual(context),
    brandWords: words(context),
    stylingRules: rules(context),
    styleStrategy: fitLong(analysis.styleStrategy?.trim() || narrative.styleStrategy),
    audienceId: fitLong(analysis.audienceId?.trim() || narrative.audienceId),
    platformCues: fitLong(
      cuesText(analysis.platformCues ?? narrative.platformCues) || cuesText(narrative.platformCues),
    ),
    engine: 'offline',
  };
}
