import type { PersonalityProfile } from '@uniform/contracts';
import { clip, cleanList, midSentence } from './brand-text';
import { GENERAL_INDUSTRY, INDUSTRY_PROFILES, type IndustryProfile } from './industry.data';
import { readEnneagram, readMbti, type EnneagramReading, type MbtiReading } from './personality-types';

/**
 * What the brand narrative needs, available before the full analysis exists: the archetype, the
 * icon, the season and its colour names, and the user's own profile answers. Everything past
 * `personalityProfile` is optional and makes the text more specific when given.
 */
export interface BrandNarrativeInput {
  archetypeName: string;
  keywords: readonly string[];
  styleLanguage: readonly string[];
  icon?: { name: string; description?: string };
  season?: string;
  /** The season's recommended colours, best first. */
  colourNames: readonly string[];
  personalityProfile: PersonalityProfile;
  /** The archetype's other icons or the analysis's reference icons. */
  otherIcons?: readonly string[];
  neutralNames?: readonly string[];
  /** Colours to avoid, as names or with the reason. */
  avoid?: readonly (string | { name: string; reason?: string })[];
  /** 'Warm', 'Cool' or 'Neutral'; decides the metals. */
  undertone?: string;
  /** The uniform suggestions' comma-separated pieces. */
  foundation?: string;
  footwear?: string;
  accent?: string;
}

/** The input read once: user text trimmed and bounded, types parsed, the field of work matched. */
export interface BrandContext {
  /** The archetype's name, or 'your own style' when there is none. */
  archetype: string;
  hasArchetype: boolean;
  keywords: string[];
  styleLanguage: string[];
  icon?: { name: string; description: string };
  referenceIcons: string[];
  season?: string;
  /** 'your Soft Summer palette', or 'your palette' without a season. */
  palette: string;
  colours: string[];
  neutrals: string[];
  avoid: { name: string; reason?: string }[];
  metals?: string;
  foundation?: string;
  footwear?: string;
  accent?: string;
  mbti?: MbtiReading;
  enneagram?: EnneagramReading;
  industry?: string;
  occupation?: string;
  /** What they are building, as it reads mid-sentence. */
  building?: string;
  ageBracket?: string;
  environments: string[];
  field: Omit<IndustryProfile, 'match' | 'id'>;
}

/** Markers of the insufficient-data placeholder (spec 2 §2.1) that must never reach the text. */
const NOT_A_VALUE = /^(insufficient data|unable to determine|not available)$/i;

function present(value: string | undefined, max: number): string | undefined {
  const text = clip(value ?? '', max);
  return text && !NOT_A_VALUE.test(text) ? text : undefined;
}

/** The user's text as it reads inside one of our sentences: no closing full stop of its own. */
function mid(text: string | undefined): string | undefined {
  return text === undefined ? undefined : midSentence(text.replace(/\s*[.!…]+$/, ''));
}

const METALS: Record<string, string> = {
  warm: 'gold and brass hardware',
  cool: 'silver and platinum hardware',
  neutral: 'mixed metals, with rose gold to bridge them',
};

/** Up to three colours to avoid, each once, with the reason when there is one. */
function avoidList(avoid: BrandNarrativeInput['avoid']): BrandContext['avoid'] {
  const seen = new Set<string>();
  const result: BrandContext['avoid'] = [];
  for (const entry of avoid ?? []) {
    const name = present(typeof entry === 'string' ? entry : entry.name, 40);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const reason = typeof entry === 'string' ? undefined : present(entry.reason, 120);
    result.push(reason ? { name, reason } : { name });
    if (result.length === 3) break;
  }
  return result;
}

export function buildBrandContext(input: BrandNarrativeInput): BrandContext {
  const profile = input.personalityProfile;
  const archetype = present(input.archetypeName, 80);
  const iconName = present(input.icon?.name, 80);
  const season = present(input.season, 40);
  const industry = present(profile.industry, 60);
  const occupation = present(profile.occupation, 60);
  const matchText = `${industry ?? ''} ${occupation ?? ''}`;
  const field = INDUSTRY_PROFILES.find((candidate) => candidate.match.test(matchText)) ?? GENERAL_INDUSTRY;
  return {
    archetype: archetype ?? 'your own style',
    hasArchetype: Boolean(archetype),
    keywords: cleanList(input.keywords, 4, 30),
    styleLanguage: cleanList(input.styleLanguage, 4, 30),
    icon: iconName ? { name: iconName, description: clip(input.icon?.description ?? '', 220) } : undefined,
    referenceIcons: cleanList([iconName, ...(input.otherIcons ?? [])], 6, 80).filter(
      (name) => !NOT_A_VALUE.test(name),
    ),
    season,
    palette: season ? `your ${season} palette` : 'your palette',
    colours: cleanList(input.colourNames, 3),
    neutrals: cleanList(input.neutralNames ?? [], 2),
    avoid: avoidList(input.avoid),
    metals: METALS[(input.undertone ?? '').toLowerCase()],
    foundation: present(input.foundation, 160),
    footwear: present(input.footwear, 120),
    accent: present(input.accent, 120),
    mbti: readMbti(profile.myersBriggs),
    enneagram: readEnneagram(profile.enneagram),
    industry,
    occupation,
    building: mid(present(profile.whatBuilding, 140)),
    ageBracket: present(profile.ageBracket, 20),
    environments: cleanList(profile.environments ?? [], 3),
    field,
  };
}

/** Which look suits a kind of room, as a phrase after "For <room>:". */
export function environmentTip(environment: string, context: BrandContext): string {
  const colour = context.colours[0] ?? 'your strongest color';
  if (/pitch|investor|board ?(room|meeting)|interview|client|negotiat/i.test(environment)) {
    return `your most structured piece in ${colour}`;
  }
  if (/conference|speak|stage|keynote|panel|present|video|camera|podcast|webinar/i.test(environment)) {
    return 'a solid color that reads from the back row and on camera';
  }
  if (/network|dinner|cocktail|party|social|gala|wedding|reception|event/i.test(environment)) {
    return 'one conversation piece, an accessory or texture people will ask about';
  }
  if (/travel|site|field|outdoor|tour/i.test(environment)) {
    return 'wrinkle-resistant layers and shoes you can walk in';
  }
  if (/office|meeting|work|team|class|remote|standup|studio/i.test(environment)) {
    return 'your uniform, repeated with small variations';
  }
  return `the look you planned the night before, built on ${context.neutrals[0] ?? 'your neutrals'}`;
}
