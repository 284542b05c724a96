import type { Intent } from './built-in-responder';
import type { ChatProfile } from './profile';
import {
  bare,
  capitalise,
  clauseOf,
  firstSentences,
  listPhrase,
  lowerFirst,
  sentences,
  splitWords,
  withArticle,
} from './responder-text';

/**
 * Cas without a model: personal-brand questions answered from the user's analysis and personal
 * brand (statement, words, voice, audience, platform cues, visual signature). The order of
 * STRATEGIST_INTENTS is the priority.
 */

const role = (p: ChatProfile) => (p.occupation ? withArticle(lowerFirst(p.occupation)) : 'a leader');
const words = (p: ChatProfile) => (p.brand.brandWords ? splitWords(p.brand.brandWords) : p.styleLanguage);
const audienceOf = (p: ChatProfile) => (p.audience ? firstSentences(p.audience, 1) : undefined);

function firstColours(p: ChatProfile, count: number): string[] {
  const ordered = [
    ...(p.colours.foundation ?? []),
    ...(p.colours.professional ?? []),
    ...Object.values(p.colours).flat(),
  ];
  return [...new Set(ordered)].slice(0, count);
}

const PLATFORM_NAMES: { label: string; pattern: RegExp; start: string }[] = [
  {
    label: 'LinkedIn',
    pattern: /\blinkedin\b/,
    start: 'post one considered piece a week on what you are building, and a clear headline',
  },
  {
    label: 'Instagram',
    pattern: /\binstagram\b/,
    start: 'a consistent grid in your colors and behind-the-scenes stories of the work',
  },
  { label: 'X', pattern: /(^|[^a-z])(x|twitter)([^a-z]|$)/, start: 'short threads on one idea at a time' },
  {
    label: 'TikTok',
    pattern: /\btiktok\b/,
    start: 'short vertical videos that teach one thing in under a minute, filmed in your uniform',
  },
  {
    label: 'YouTube',
    pattern: /\byoutube\b/,
    start: 'longer explainers on your field, with a recognizable outfit and set',
  },
  {
    label: 'podcasts and video',
    pattern: /\b(podcast|video)/,
    start: 'guest spots on shows your audience already listens to, with three prepared talking points',
  },
  {
    label: 'a newsletter',
    pattern: /\b(newsletter|substack)\b/,
    start: 'a short monthly letter on what you learned building your work',
  },
];

const building = (p: ChatProfile) => (p.whatBuilding ? lowerFirst(clauseOf(p.whatBuilding)) : undefined);
/**
 * Who they speak to, as a short phrase for any sentence: the first two groups of the audience
 * ("Investors, early adopters, the engineers you want to hire…" → "investors and early adopters"),
 * skipping groups written to "you", which would read wrongly in a first-person bio.
 */
const audienceShort = (p: ChatProfile) => {
  if (!p.audience) return undefined;
  const groups = clauseOf(p.audience)
    .split(/,\s*|\s+and\s+/)
    .map((group) => group.trim())
    .filter((group) => group && !/\b(you|your|everyone)\b/i.test(group));
  return groups.length ? lowerFirst(listPhrase(groups.slice(0, 2))) : undefined;
};
const titleOf = (p: ChatProfile) => p.occupation ?? 'Leader';
const capitalWords = (p: ChatProfile, count: number) => words(p).slice(0, count).map(capitalise);

const headline: Intent = {
  id: 'headline',
  matches: /\bheadline\b/,
  answer: (p) => {
    const line = [
      `${titleOf(p)}${p.industry ? `, ${p.industry}` : ''}`,
      building(p) ? capitalise(building(p)!) : undefined,
      capitalWords(p, 2).join(' · '),
    ]
      .filter(Boolean)
      .join(' | ');
    return sentences(
      `Your LinkedIn headline: "${line}".`,
      `It says what you do, what you are building and the two words people should remember, ${listPhrase(words(p).slice(0, 2))}.`,
      p.platformCues.LinkedIn ? `${firstSentences(p.platformCues.LinkedIn, 1)}.` : undefined,
    );
  },
};

const bio: Intent = {
  id: 'bio',
  matches: /\b(bio|biography|about (me|section|page)|speaker (intro|profile))\b/,
  answer: (p, q) => {
    const third = /\b(speaker|third person|conference|event|program|programme)\b/.test(q.text);
    const who = `${withArticle(titleOf(p))}${p.industry ? ` in ${p.industry}` : ''}`;
    const traits = listPhrase(words(p).slice(0, 3));
    const audience = audienceShort(p);
    return third
      ? sentences(
          `Your speaker bio: "${capitalise(who)}${building(p) ? `, building ${building(p)}` : ''}.`,
          `Known for being ${traits}, they work with ${audience ?? 'people who want to build something that lasts'}."`,
        )
      : sentences(
          `Your short bio: "I'm ${who}${building(p) ? `, building ${building(p)}` : ''}.`,
          `I work with ${audience ?? 'people who want to build something that lasts'}, and I aim to be ${traits} in everything I make."`,
          `Keep it under 50 words and use it on LinkedIn, your site and every speaker form.`,
        );
  },
};

const talk: Intent = {
  id: 'talk-abstract',
  // "What should I wear for my talk?" is a question about the look, answered further down.
  matches: (q) =>
    /\b(talk|abstract|keynote|panel|session|presentation|speaking)\b/.test(q.text) &&
    !/\bwear\b/.test(q.text),
  answer: (p) => {
    const topic = building(p) ?? `work in ${p.industry ?? 'your field'}`;
    const title = `${capitalise(words(p)[0] ?? 'Clear')} by Design: Lessons from Building ${topic}`;
    return sentences(
      `A talk title: "${title}".`,
      `Abstract: "Building ${topic}${p.industry ? ` in ${p.industry}` : ''} means making hard choices in public. This talk shares three decisions that shaped the work, what they cost and what they taught me, so the audience leaves with one practice they can use on Monday."`,
      `Deliver it the way your brand sounds: ${listPhrase(words(p).slice(0, 3))}.`,
    );
  },
};

const tagline: Intent = {
  id: 'tagline',
  matches: /\b(tagline|slogan|motto|one-liner|one liner|sum (me|it) up)\b/,
  answer: (p) =>
    sentences(
      `Three taglines to try: "${capitalWords(p, 3).join('. ')}."; "${capitalise(words(p)[0] ?? 'clear')} by design."; "${building(p) ? capitalise(building(p)!) : capitalise(titleOf(p))}, done ${words(p)[1] ?? 'well'}."`,
      `Pick the one you would say out loud; it should sound like your ${bare(p.archetype)} wardrobe looks.`,
    ),
};

const introduce: Intent = {
  id: 'introduce',
  matches:
    /\b(introduce myself|elevator pitch|pitch myself|intro(duction)?|what do i say when|tell people what i do)\b/,
  answer: (p) =>
    sentences(
      `Try: "I'm ${withArticle(titleOf(p))}${building(p) ? `. We're building ${building(p)}` : ''}${audienceShort(p) ? `, for ${audienceShort(p)}` : ''}."`,
      `Then stop and ask them a question; the ${listPhrase(words(p).slice(0, 2))} impression comes from listening as much as from the line.`,
    ),
};

const photo: Intent = {
  id: 'photo',
  matches: /\b(photos?|headshots?|photo ?shoot|photographer|pictures?|profile pic\w*|portrait)\b/,
  answer: (p) =>
    sentences(
      p.platformCues.LinkedIn && /headshot/i.test(p.platformCues.LinkedIn)
        ? `Photo direction: ${firstSentences(p.platformCues.LinkedIn, 1)}.`
        : `Photo direction: a solid ${firstColours(p, 1)[0] ?? 'dark'} top against a plain light background.`,
      `Wear ${listPhrase(firstColours(p, 3), 'or')} from your ${p.season} palette${p.avoid.length ? `, never ${p.avoid[0]}` : ''}, and one signature accessory.`,
      `Ask for natural light, eye-level framing and an expression that reads ${listPhrase(words(p).slice(0, 2))}; take a wide shot for talks and a close crop for profiles.`,
    ),
};

const weekOfPosts: Intent = {
  id: 'post-ideas',
  // A named platform ("what should I post on LinkedIn?") is answered from that platform's cue.
  matches: (q) =>
    /\b(what (should|do|can) i (post|write|share)|post (ideas?|this week|about)|content (ideas?|calendar|plan)|this week)\b/.test(
      q.text,
    ) && !PLATFORM_NAMES.some((platform) => platform.pattern.test(q.text)),
  answer: (p) => {
    const topic = building(p) ?? `your work in ${p.industry ?? 'your field'}`;
    const platform = Object.keys(p.platformCues)[0] ?? 'LinkedIn';
    return sentences(
      `Three posts for this week on ${platform}:`,
      `Monday, a lesson from building ${topic};`,
      `Wednesday, a behind-the-scenes photo of the work, in your ${p.season} colors;`,
      `Friday, a question to ${audienceShort(p) ?? 'your audience'} about what they are struggling with.`,
      `Keep each one ${listPhrase(words(p).slice(0, 2))}.`,
    );
  },
};

const cadence: Intent = {
  id: 'cadence',
  matches: /\bhow (often|much|many times)\b.*\b(post|share|publish)|\bposting (schedule|frequency|cadence)\b/,
  answer: (p) => {
    const talker = /speak first|frequent/i.test(
      `${p.brand.voiceAndTone} ${Object.values(p.platformCues).join(' ')}`,
    );
    return sentences(
      talker
        ? 'Post three short updates a week and comment daily; conversation is your channel.'
        : 'Post one considered long-form piece a week; depth is your channel.',
      `Block the time on the same days so it becomes a rhythm, and keep every post ${listPhrase(words(p).slice(0, 2))}.`,
    );
  },
};

const pillars: Intent = {
  id: 'pillars',
  matches: /\b(pillars?|topics?|themes?|thought leadership|what (should|do) i talk about|known for)\b/,
  answer: (p) =>
    sentences(
      `Three content pillars: 1. building ${building(p) ?? 'your work'}; 2. ${p.industry ? `what is changing in ${p.industry}` : 'what is changing in your field'}; 3. how you work, seen through ${listPhrase(words(p).slice(0, 2))}.`,
      'Every post should fit one pillar; anything else is noise for your audience.',
    ),
};

const signature: Intent = {
  id: 'email-signature',
  matches: /\b(email signature|signature line|sign[- ]off)\b/,
  answer: (p) =>
    sentences(
      `Your email signature: "Your Name, ${titleOf(p)}${building(p) ? ` · ${capitalise(building(p)!)}` : ''}".`,
      'Add one link (your LinkedIn or site), no quotes and no images, so it reads clean on every device.',
    ),
};

const standOut: Intent = {
  id: 'stand-out',
  matches: /\b(stand out|differentiat\w*|unique|different from|competitors?|memorable|be remembered)\b/,
  answer: (p) =>
    sentences(
      `Stand out by owning ${listPhrase(words(p).slice(0, 2))} where others in ${p.industry ?? 'your field'} say "innovative".`,
      `Be seen the same way every time: ${listPhrase(firstColours(p, 2))} in your photos and your ${bare(p.archetype)} uniform in every room.`,
      building(p) ? `And talk about ${building(p)} more specifically than anyone else can.` : undefined,
    ),
};

const styleBrand: Intent = {
  id: 'style-supports-brand',
  matches:
    /\b(style|wardrobe|clothes|dress|outfits?)\b.*\b(brand|support|signal|message)\b|\bdress (for|like) my brand\b/,
  answer: (p) =>
    sentences(
      p.styleStrategy ? `${firstSentences(p.styleStrategy, 2)}.` : undefined,
      `Your clothes say ${listPhrase(words(p).slice(0, 3))} before you speak, so keep them consistent across every photo and room.`,
    ),
};

const colours: Intent = {
  id: 'brand-colors',
  matches: /\b(brand colou?rs?|colou?r palette|visual identity|logo|website colou?rs?|slides?|deck)\b/,
  answer: (p) =>
    sentences(
      `Use your ${p.season} palette as your brand colors: ${listPhrase(firstColours(p, 3))}${p.neutrals.length ? ` on ${listPhrase(p.neutrals.slice(0, 2))}` : ''}.`,
      'Use the same colors on your slides, site and headshot, so people recognize you before they read your name.',
    ),
};

const greeting: Intent = {
  id: 'greeting',
  matches: /^\s*(hi|hello|hey)\b|\bwhat can you (do|help)|\bwho are you\b/,
  answer: (p) =>
    sentences(
      `Hi, I'm Cas. I work from your analysis: ${withArticle(p.archetype)}${p.occupation ? `, ${p.occupation}` : ''}, ${p.season}.`,
      'Ask me how to describe your brand, who your audience is, which platforms to use and what to post, your voice, or your visual signature.',
    ),
};

const platforms: Intent = {
  id: 'platforms',
  matches:
    /\b(linkedin|instagram|twitter|\bx\b|tiktok|youtube|podcast|substack|newsletter|platforms?|post|posting|content|social)/,
  answer: (p, q) => {
    const cues = Object.entries(p.platformCues);
    const named = PLATFORM_NAMES.find((platform) => platform.pattern.test(q.text));
    const asked = named ? cues.find(([platform]) => named.pattern.test(platform.toLowerCase())) : undefined;
    const shown = asked ? [asked] : cues.slice(0, 2);
    const lines = shown.map(([platform, cue]) =>
      platform === 'general' ? firstSentences(cue, 2) : `${platform}: ${firstSentences(cue, 2)}`,
    );
    const audience = audienceOf(p);
    return sentences(
      named && !asked
        ? `Your analysis has no ${named.label} cue yet, so start simple there: ${named.start}, using your brand words ${listPhrase(words(p).slice(0, 2))}.`
        : undefined,
      lines.length
        ? `${named && !asked ? 'What it says for your other platforms' : 'From your analysis'}: ${lines.join('; ')}.`
        : 'Your analysis has no platform cues yet; start where your audience already is.',
      audience ? `Everything you post should speak to ${lowerFirst(audience)}.` : undefined,
      `Show up in your ${p.season} colors (${listPhrase(firstColours(p, 2))}) so every photo reads as ${withArticle(p.archetype)}.`,
    );
  },
};

const audience: Intent = {
  id: 'audience',
  matches: /\b(audience|who (should|do) i|followers|niche|target|reach|customers|community)/,
  answer: (p) => {
    const who = audienceOf(p);
    return sentences(
      who
        ? `Your audience: ${who}.`
        : `Your analysis does not name an audience yet; start with the people who ${p.whatBuilding ? `need ${building(p)}` : `work in ${p.industry ?? 'your field'}`}.`,
      `As ${role(p)}${p.industry ? ` in ${p.industry}` : ''}, earn their trust by being ${listPhrase(words(p).slice(0, 3))} in what you say and how you look.`,
      `Your ${bare(p.archetype)} style signals that before you speak.`,
    );
  },
};

const voice: Intent = {
  id: 'voice',
  matches: /\b(voice|tone|writing style|how (should|do) i (write|sound)|copy ?writing|captions?)\b/,
  answer: (p) =>
    sentences(
      p.brand.voiceAndTone
        ? `Your voice: ${firstSentences(p.brand.voiceAndTone.replace(/^\s*voice:\s*/i, ''), 3)}.`
        : undefined,
      p.brand.enneagramMbtiVibes ? `${firstSentences(p.brand.enneagramMbtiVibes, 2)}.` : undefined,
      `Let ${listPhrase(words(p).slice(0, 3))} guide word choice, the same way they guide your ${bare(p.archetype)} wardrobe.`,
    ),
};

const visual: Intent = {
  id: 'visual',
  matches: /\b(photo|headshot|picture|visual|look like|camera|image|profile pic|wear|style|colou?r)/,
  answer: (p) =>
    sentences(
      p.brand.visualSignature
        ? `Your visual signature: ${firstSentences(p.brand.visualSignature, 2)}.`
        : undefined,
      `For photos and video, wear ${listPhrase(firstColours(p, 3))} from your ${p.season} palette${p.avoid.length ? `; avoid ${listPhrase(p.avoid.slice(0, 2))}` : ''}.`,
      `Borrow the ease of ${p.icon} and keep your ${bare(p.archetype)} uniform consistent across every profile.`,
    ),
};

const describe: Intent = {
  id: 'describe',
  matches:
    /\b(describe|statement|brand|pitch myself|introduce|bio|tagline|elevator|words|position|about me|who am i)/,
  answer: (p) =>
    sentences(
      `Here is how I would describe your brand: ${firstSentences(p.brand.brandStatement, 3)}.`,
      words(p).length
        ? `Your brand words are ${listPhrase(words(p).slice(0, 5))}; use two of them in every bio.`
        : undefined,
      `In one line: ${role(p)}${p.industry ? ` in ${p.industry}` : ''}${building(p) ? ` building ${building(p)}` : ''}, with the presence of ${withArticle(p.archetype)}.`,
    ),
};

/** Tried in order: the specific before the general. */
export const STRATEGIST_INTENTS: readonly Intent[] = [
  greeting,
  headline,
  signature,
  tagline,
  introduce,
  bio,
  cadence,
  weekOfPosts,
  talk,
  photo,
  colours,
  styleBrand,
  standOut,
  pillars,
  platforms,
  audience,
  voice,
  visual,
  describe,
];

/** An out-of-scope question: a friendly pointer to what Cas does, grounded in the user's brand. */
export function strategistRedirect(p: ChatProfile): string {
  return sentences(
    "That's beyond personal branding, so I'll stay in my lane; I'm your brand strategist.",
    `I can help with your brand statement, audience, platforms and what to post, your voice and your visual signature as ${withArticle(p.archetype)}.`,
    `Try: "How should I describe my brand?"`,
  );
}
