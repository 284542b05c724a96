import { BODY_SHAPES, type ChatPersona } from '@uniform/contracts';
import { colourFromText, nearestPaletteColour } from '@uniform/style-engine';
import type { ChatProfile } from './profile';

/**
 * The personas without a model (no OPENAI_API_KEY): the common questions answered from the user's
 * own analysis, in specific sentences, and a plain "this needs the AI mode" for the rest.
 */

export type StylistIntent =
  'piece' | 'event' | 'colours' | 'brands' | 'fit' | 'item' | 'uniform' | 'greeting';
export type StrategistIntent = 'describe' | 'platforms' | 'audience' | 'voice' | 'visual' | 'greeting';

export const AI_MODE_NOTE =
  'That question needs the AI mode, which is not switched on here (the built-in engine answers from your analysis only).';

const has = (text: string, pattern: RegExp) => pattern.test(text);

const EVENT_PATTERNS: { key: keyof ChatProfile['eventLooks']; label: string; pattern: RegExp }[] = [
  {
    key: 'pitchMeeting',
    label: 'a pitch or high-stakes meeting',
    pattern: /\b(pitch|investor|vc|board|fundrais|interview|client meeting|negotiat|demo day|sales meeting)/,
  },
  {
    key: 'conference',
    label: 'a conference or time on stage',
    pattern: /\b(conference|keynote|panel|talk|stage|summit|speak|present|webinar|workshop|podcast|video)/,
  },
  {
    key: 'networking',
    label: 'networking and social events',
    pattern:
      /\b(network|meetup|mixer|happy hour|party|dinner|drinks|reception|gala|wedding|date|brunch|coffee|event)/,
  },
];

export function stylistIntent(
  text: string,
  pieces: readonly { name: string }[] = [],
): StylistIntent | undefined {
  const t = text.toLowerCase();
  if (pieceNamed(t, pieces)) return 'piece';
  if (
    has(
      t,
      /\b(body|shape|figure|silhouette|petite|tall|short|curvy|pear|apple|hourglass|rectangle|inverted triangle|broad|hips|shoulders|tailor|fit me|flatter)/,
    )
  )
    return 'fit';
  if (
    colourFromText(t) &&
    has(t, /\b(would|does|do|should|can|will|is|are|how)\b/) &&
    !has(t, /\b(colou?rs|palette)\b/)
  )
    return 'item';
  if (
    has(
      t,
      /\b(how (does|would|will) (a|an|this|my|the)|does (a|an|this|the) .* (work|fit|go)|should i (buy|get|keep)|worth buying|go with)/,
    )
  )
    return 'item';
  if (EVENT_PATTERNS.some((event) => event.pattern.test(t)) || has(t, /\bwear (to|for|at)\b/)) return 'event';
  if (has(t, /\b(colou?rs?|palette|shade|season|hue|tone|undertone|metal|gold|silver|avoid)/))
    return 'colours';
  if (has(t, /\b(brands?|shop|store|buy|where|retailer|label|budget|tier|afford|price)/)) return 'brands';
  if (has(t, /\b(uniform|capsule|wardrobe|essentials|staples|pieces|basics|start with)/)) return 'uniform';
  if (has(t, /^\s*(hi|hello|hey|help|what can you)|\bwhat can you do\b/)) return 'greeting';
  return undefined;
}

export function strategistIntent(text: string): StrategistIntent | undefined {
  const t = text.toLowerCase();
  if (
    has(
      t,
      /\b(linkedin|instagram|twitter|\bx\b|tiktok|youtube|podcast|substack|newsletter|platforms?|post|posting|content|social)/,
    )
  )
    return 'platforms';
  if (has(t, /\b(audience|who (should|do) i|followers|niche|target|reach|customers|community)/))
    return 'audience';
  if (has(t, /\b(voice|tone|writing style|how (should|do) i (write|sound)|copy ?writing|captions?)\b/))
    return 'voice';
  if (has(t, /\b(photo|headshot|picture|visual|look like|camera|image|profile pic|wear|style|colou?r)/))
    return 'visual';
  if (
    has(
      t,
      /\b(describe|statement|brand|pitch myself|introduce|bio|tagline|elevator|words|position|about me|who am i)/,
    )
  )
    return 'describe';
  if (has(t, /^\s*(hi|hello|hey|help|what can you)|\bwhat can you do\b/)) return 'greeting';
  return undefined;
}

export function builtInAnswer(persona: ChatPersona, profile: ChatProfile, message: string): string {
  return persona === 'stylist' ? stylistAnswer(profile, message) : strategistAnswer(profile, message);
}

// ── Scottie ──────────────────────────────────────────────────────────────────

function stylistAnswer(p: ChatProfile, message: string): string {
  const t = message.toLowerCase();
  const you = `As ${withArticle(p.archetype)} with ${p.season} colouring`;
  switch (stylistIntent(message, p.pieces)) {
    case 'piece': {
      const piece = pieceNamed(t, p.pieces)!;
      return sentences(
        `Your ${piece.name.toLowerCase()}: ${firstSentences(piece.description, 2)}.`,
        `At your ${p.tierLabel} tier, plan on about $${piece.price.toLocaleString('en-US')} for it${p.brands.length ? `; look at ${joinList(p.brands.slice(0, 3).map((b) => b.name))}` : ''}.`,
        `Choose it in ${joinList(firstColours(p, 3), 'or')} from your ${p.season} palette${p.avoid.length ? `, never ${p.avoid[0]}` : ''}, and have it tailored so it reads as ${withArticle(p.archetype)}: ${joinList(p.styleLanguage.slice(0, 3))}.`,
        `Wear it with ${trimEnd(p.uniform.footwear.split(',')[0] ?? p.uniform.footwear).toLowerCase()} and ${trimEnd(p.uniform.accent.split(',')[0] ?? p.uniform.accent).toLowerCase()}.`,
      );
    }
    case 'event': {
      const event = EVENT_PATTERNS.find((entry) => entry.pattern.test(t)) ?? EVENT_PATTERNS[2]!;
      const others = EVENT_PATTERNS.filter((entry) => entry !== event)
        .map((entry) => `${entry.label}: ${trimEnd(p.eventLooks[entry.key])}`)
        .join('; ');
      return sentences(
        `${you}, for ${event.label} I would wear this: ${trimEnd(p.eventLooks[event.key])}.`,
        colourLine(p),
        p.brands.length
          ? `Keep it in the ${p.tierLabel} range with ${joinList(p.brands.slice(0, 3).map((b) => b.name))}.`
          : `Keep it in the ${p.tierLabel} range.`,
        `For your other occasions: ${others}.`,
      );
    }
    case 'colours':
      return sentences(
        `You are a ${p.season} with a ${p.undertone.toLowerCase()} undertone.`,
        colourLine(p),
        p.colours.statement?.length || p.colours.accent?.length
          ? `For a statement, reach for ${joinList([...(p.colours.statement ?? []), ...(p.colours.accent ?? [])].slice(0, 3))}.`
          : undefined,
        p.neutrals.length ? `Your neutrals are ${joinList(p.neutrals.slice(0, 4))}.` : undefined,
        p.metals ? `Metals: ${trimEnd(p.metals)}.` : undefined,
        p.avoid.length ? `Keep ${joinList(p.avoid.slice(0, 3))} away from your face.` : undefined,
      );
    case 'brands': {
      if (!p.brands.length) {
        return sentences(
          `Your analysis lists no brands at the ${p.tierLabel} tier yet, so I cannot name any from it.`,
          `Look for pieces in your ${p.season} colours that fit ${withArticle(p.archetype)}'s ${joinList(p.styleLanguage.slice(0, 3))} style.`,
          AI_MODE_NOTE,
        );
      }
      const named = p.brands.slice(0, 5).map((b) => (b.priceRange ? `${b.name} (${b.priceRange})` : b.name));
      return sentences(
        `At your ${p.tierLabel} tier (a budget of about $${p.budget.toLocaleString('en-US')}), the brands that fit ${withArticle(p.archetype)} are ${joinList(named)}.`,
        p.brands[0]?.specialty
          ? `Start with ${p.brands[0].name} for ${p.brands[0].specialty.toLowerCase()}.`
          : undefined,
        `Buy them in your ${p.season} colours: ${joinList(firstColours(p, 3))}.`,
      );
    }
    case 'fit': {
      const shape = BODY_SHAPES.find((entry) => t.includes(entry.toLowerCase()));
      const height = /\bpetite|short\b/.test(t) ? 'petite' : /\btall\b/.test(t) ? 'tall' : undefined;
      const rules = [
        shape ? SHAPE_RULES[shape] : undefined,
        height ? HEIGHT_RULES[height] : undefined,
      ].filter(Boolean);
      return sentences(
        rules.length
          ? rules.join(' ')
          : `Your analysis does not record your body shape. Tell me if you are ${joinList(
              BODY_SHAPES.map((s) => s.toLowerCase()),
              'or',
            )} (and petite or tall) and I will be specific.`,
        `For ${withArticle(p.archetype)}, build around ${trimEnd(p.uniform.foundation)}, and have each piece tailored so shoulders and hems sit exactly right.`,
        `Keep the line unbroken in your ${p.season} colours: ${joinList(firstColours(p, 2))}.`,
      );
    }
    case 'item': {
      const colour = colourFromText(t);
      const match = colour ? nearestPaletteColour(colour.hex, p.season) : undefined;
      const colourVerdict = colour
        ? match
          ? match.fits
            ? `In ${colour.word} it sits close to ${match.swatch.name} in your ${p.season} palette, so it fits.`
            : `${capitalise(colour.word)} is outside your ${p.season} palette; the nearest of your colours is ${match.swatch.name}, so look for it in that instead or wear it away from your face.`
          : `I cannot check ${colour.word} against your season.`
        : `Check its colour against your ${p.season} palette: ${joinList(firstColours(p, 4))}.`;
      const piece = p.pieces.find(({ name }) => t.includes(lastWord(name)));
      return sentences(
        colourVerdict,
        piece
          ? `It would stand in for the ${piece.name.toLowerCase()} of your uniform, so make sure it matches that piece's cut.`
          : `It earns a place if it works with your core pieces: ${trimEnd(p.uniform.foundation)}.`,
        p.brands.length
          ? `At your ${p.tierLabel} tier, compare quality and price at ${joinList(p.brands.slice(0, 2).map((b) => b.name))}.`
          : `Keep it within your ${p.tierLabel} budget.`,
      );
    }
    case 'uniform':
      return sentences(
        `Your uniform as ${withArticle(p.archetype)}: foundation ${trimEnd(p.uniform.foundation)}; footwear ${trimEnd(p.uniform.footwear)}; accents ${trimEnd(p.uniform.accent)}.`,
        colourLine(p),
        p.brands.length
          ? `Shop it at your ${p.tierLabel} tier from ${joinList(p.brands.slice(0, 3).map((b) => b.name))}.`
          : `Shop it within your ${p.tierLabel} budget.`,
      );
    case 'greeting':
      return sentences(
        `Hi, I'm Scottie. I know your analysis: ${withArticle(p.archetype)}, ${p.season}, shopping at the ${p.tierLabel} tier.`,
        'Ask me what to wear to an event, which colours suit you, which brands to buy, how to dress for your body shape or whether an item fits your wardrobe.',
      );
    default:
      return sentences(
        AI_MODE_NOTE,
        `Here I can tell you what to wear to an event, your ${p.season} colours, brands at your ${p.tierLabel} tier, fit for your body shape and whether an item suits your ${bare(p.archetype)} wardrobe.`,
      );
  }
}

const SHAPE_RULES: Record<(typeof BODY_SHAPES)[number], string> = {
  Pear: 'For a pear shape, add structure at the shoulder (a sharp blazer, boat necks) and keep trousers and skirts straight or softly flared in a darker shade.',
  Apple:
    'For an apple shape, choose open necklines, single-breasted jackets worn open and fabrics with drape; skip tight waistbands and boxy cropped tops.',
  Hourglass:
    'For an hourglass shape, follow your waist: wrap and belted pieces, tailored jackets that nip in, and straight or bootcut trousers.',
  Rectangle:
    'For a rectangle shape, create shape with belted jackets, layered necklines and trousers with a defined waist or a slight flare.',
  'Inverted Triangle':
    'For an inverted triangle, keep shoulders clean (no padding or epaulettes), add volume below with wide-leg trousers and use V-necks to narrow the top.',
};

const HEIGHT_RULES: Record<'petite' | 'tall', string> = {
  petite:
    'Being petite, keep jackets short enough to show your waist, crop trousers at the ankle and dress in one colour top to bottom for length.',
  tall: 'Being tall, you can carry longer jackets, wide-leg trousers and bolder proportions; just check sleeve and inseam lengths.',
};

/** The uniform piece a message names in full ("the soft-shouldered blazer"), if any. */
function pieceNamed<T extends { name: string }>(text: string, pieces: readonly T[]): T | undefined {
  return pieces.find((piece) => piece.name.length > 3 && text.includes(piece.name.toLowerCase()));
}

function colourLine(p: ChatProfile): string {
  const core = firstColours(p, 3);
  return core.length
    ? `Your ${p.season} palette builds on ${joinList(core)}.`
    : `Your ${p.season} analysis has no recommended colours yet.`;
}

function firstColours(p: ChatProfile, count: number): string[] {
  const ordered = [
    ...(p.colours.foundation ?? []),
    ...(p.colours.professional ?? []),
    ...(p.colours.statement ?? []),
    ...Object.values(p.colours).flat(),
  ];
  return [...new Set(ordered)].slice(0, count);
}

// ── Cas ──────────────────────────────────────────────────────────────────────

function strategistAnswer(p: ChatProfile, message: string): string {
  const t = message.toLowerCase();
  const role = p.occupation ? withArticle(lowerFirst(p.occupation)) : 'a leader';
  const archetype = bare(p.archetype);
  const words = p.brand.brandWords ? splitWords(p.brand.brandWords) : p.styleLanguage;
  const audience = p.audience ? firstSentences(p.audience, 1) : undefined;
  switch (strategistIntent(message)) {
    case 'describe':
      return sentences(
        `Here is how I would describe your brand: ${firstSentences(p.brand.brandStatement, 3)}.`,
        words.length
          ? `Your brand words are ${joinList(words.slice(0, 5))}; use two of them in every bio.`
          : undefined,
        `In one line: ${role}${p.industry ? ` in ${p.industry}` : ''}${p.whatBuilding ? ` building ${lowerFirst(trimEnd(p.whatBuilding))}` : ''}, with the presence of ${withArticle(p.archetype)}.`,
      );
    case 'platforms': {
      const cues = Object.entries(p.platformCues);
      const named = PLATFORM_NAMES.find((platform) => platform.pattern.test(t));
      const asked = named ? cues.find(([platform]) => named.pattern.test(platform.toLowerCase())) : undefined;
      const shown = asked ? [asked] : cues.slice(0, 2);
      const lines = shown.map(([platform, cue]) =>
        platform === 'general' ? firstSentences(cue, 3) : `${platform}: ${firstSentences(cue, 3)}`,
      );
      return sentences(
        named && !asked
          ? `Your analysis has no ${named.label} cue, and a plan for ${named.label} needs the AI mode, which is not switched on here.`
          : undefined,
        lines.length
          ? `${named && !asked ? 'What it says for your other platforms' : 'From your analysis'}: ${lines.join('; ')}.`
          : 'Your analysis has no platform cues yet; start where your audience already is.',
        audience ? `Everything you post should speak to ${lowerFirst(audience)}.` : undefined,
        `Show up in your ${p.season} colours (${joinList(firstColours(p, 2))}) so every photo reads as ${withArticle(p.archetype)}.`,
      );
    }
    case 'audience':
      return sentences(
        audience
          ? `Your audience: ${audience}.`
          : `Your analysis does not name an audience yet; start with the people who ${p.whatBuilding ? `need ${lowerFirst(trimEnd(p.whatBuilding))}` : `work in ${p.industry ?? 'your field'}`}.`,
        `As ${role}${p.industry ? ` in ${p.industry}` : ''}, earn their trust by being ${joinList(words.slice(0, 3))} in what you say and how you look.`,
        `Your ${archetype} style signals that before you speak.`,
      );
    case 'voice':
      return sentences(
        p.brand.voiceAndTone
          ? `Your voice: ${firstSentences(p.brand.voiceAndTone.replace(/^\s*voice:\s*/i, ''), 3)}.`
          : undefined,
        p.brand.enneagramMbtiVibes ? `${firstSentences(p.brand.enneagramMbtiVibes, 2)}.` : undefined,
        `Let ${joinList(words.slice(0, 3))} guide word choice, the same way they guide your ${archetype} wardrobe.`,
      );
    case 'visual':
      return sentences(
        p.brand.visualSignature
          ? `Your visual signature: ${firstSentences(p.brand.visualSignature, 2)}.`
          : undefined,
        `For photos and video, wear ${joinList(firstColours(p, 3))} from your ${p.season} palette${p.avoid.length ? `; avoid ${joinList(p.avoid.slice(0, 2))}` : ''}.`,
        `Borrow the ease of ${p.icon} and keep your ${archetype} uniform consistent across every profile.`,
      );
    case 'greeting':
      return sentences(
        `Hi, I'm Cas. I work from your analysis: ${withArticle(p.archetype)}${p.occupation ? `, ${p.occupation}` : ''}, ${p.season}.`,
        'Ask me how to describe your brand, who your audience is, which platforms to use and what to post, your voice, or your visual signature.',
      );
    default:
      return sentences(
        AI_MODE_NOTE,
        `Here I can help with your brand statement, audience, platforms, voice and visual signature as ${withArticle(p.archetype)}.`,
      );
  }
}

const PLATFORM_NAMES: { label: string; pattern: RegExp }[] = [
  { label: 'LinkedIn', pattern: /\blinkedin\b/ },
  { label: 'Instagram', pattern: /\binstagram\b/ },
  { label: 'X', pattern: /(^|[^a-z])(x|twitter)([^a-z]|$)/ },
  { label: 'TikTok', pattern: /\btiktok\b/ },
  { label: 'YouTube', pattern: /\byoutube\b/ },
  { label: 'podcasts and video', pattern: /\b(podcast|video)/ },
  { label: 'a newsletter', pattern: /\b(newsletter|substack)\b/ },
];

// ── Sentence helpers ─────────────────────────────────────────────────────────

export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

function sentences(...parts: (string | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function trimEnd(text: string): string {
  return text.trim().replace(/[.!?\s]+$/, '');
}

function withArticle(noun: string): string {
  if (/^the\b/i.test(noun)) return noun;
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "A developer-tools company" → "a developer-tools company"; acronyms and names stay ("CEO", "Software"). */
function lowerFirst(text: string): string {
  return /^([A-Z][a-z]|A\s)/.test(text) && !/^[A-Z][a-z]*[A-Z]/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** "The Visionary Minimalist" → "Visionary Minimalist", to read "your Visionary Minimalist wardrobe". */
function bare(archetype: string): string {
  return archetype.replace(/^the\s+/i, '');
}

/** The first `count` sentences, without the final full stop. */
function firstSentences(text: string, count: number): string {
  const parts = text.trim().match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [text];
  return trimEnd(parts.slice(0, count).join(' '));
}

function lastWord(name: string): string {
  return name.toLowerCase().split(/\s+/).pop() ?? name.toLowerCase();
}

function splitWords(list: string): string[] {
  return list
    .split(/[,;·]/)
    .map((word) => word.trim())
    .filter(Boolean);
}
