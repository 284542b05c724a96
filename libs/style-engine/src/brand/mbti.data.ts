import type { MbtiType } from '@uniform/contracts';

/** How a Myers-Briggs type tends to dress and speak, as the personal brand uses it. */
export interface MbtiProfile {
  /** The common 16Personalities-style nickname, e.g. 'The Architect'. */
  nickname: string;
  /** One adjective for the brand words. */
  vibe: string;
  /** How the type tends to dress. */
  style: string;
  /** How the type tends to communicate. */
  communication: string;
  /** What the brand promises, as a phrase after "Your brand promise:". */
  promise: string;
  doRule: string;
  dontRule: string;
}

/**
 * The 16 Myers-Briggs types (Myers & Briggs' MBTI Manual descriptions, in the everyday wording of
 * the widely used type nicknames), translated into style and communication habits. These are
 * tendencies for a brand voice, not verdicts about a person.
 */
export const MBTI_PROFILES: Record<MbtiType, MbtiProfile> = {
  INTJ: {
    nickname: 'The Architect',
    vibe: 'strategic',
    style:
      'Precise, minimal and strategic: a small set of high-quality pieces chosen once and worn on repeat.',
    communication: 'Leads with the conclusion and the plan; prefers depth and evidence to small talk.',
    promise: 'a clear long-range plan that actually works',
    doRule: 'Build a tight capsule and repeat it; consistency reads as competence.',
    dontRule:
      'Don’t let efficiency slide into severity: one approachable texture or color keeps you from reading as cold.',
  },
  INTP: {
    nickname: 'The Logician',
    vibe: 'inventive',
    style: 'Function-first and a little idiosyncratic: comfortable, practical pieces with one quirky detail.',
    communication: 'Thinks out loud, precise with definitions, curious rather than pushy.',
    promise: 'original thinking that holds up under scrutiny',
    doRule: 'Standardize the basics so your attention stays on ideas; a uniform solves getting dressed.',
    dontRule: 'Don’t let comfort become carelessness; check fit and condition before high-stakes rooms.',
  },
  ENTJ: {
    nickname: 'The Commander',
    vibe: 'commanding',
    style:
      'Structured, authoritative and investment-grade: sharp tailoring, strong shoulders, decisive color.',
    communication: 'Direct, decisive and goal-oriented; sets the agenda and names the next step.',
    promise: 'decisive leadership that gets results',
    doRule: 'Invest in tailoring that fits perfectly; structure amplifies your authority.',
    dontRule: 'Don’t armor up for every room; soften with texture when the goal is trust, not command.',
  },
  ENTP: {
    nickname: 'The Debater',
    vibe: 'quick-witted',
    style: 'Inventive and playful with the rules: a classic base broken by one unexpected piece.',
    communication: 'Quick, witty and challenging; tests ideas by arguing the possibilities.',
    promise: 'fresh angles on old problems',
    doRule: 'Keep a classic base and let one piece carry the surprise.',
    dontRule: 'Don’t stack several experiments at once; one idea per outfit lands, five read as noise.',
  },
  INFJ: {
    nickname: 'The Advocate',
    vibe: 'purposeful',
    style: 'Quietly meaningful: soft structure, considered color and pieces with a story behind them.',
    communication: 'Warm, insightful and purposeful; speaks in values and long-term vision.',
    promise: 'turning a deeply held vision into change people can feel',
    doRule: 'Choose pieces with meaning (makers, materials, history) and let them start conversations.',
    dontRule: 'Don’t disappear into neutrals in rooms where your vision needs to be seen.',
  },
  INFP: {
    nickname: 'The Mediator',
    vibe: 'sincere',
    style: 'Expressive and romantic, led by texture, vintage finds and personal symbolism.',
    communication: 'Gentle, authentic and story-led; persuades through sincerity.',
    promise: 'work that stays true to its values',
    doRule: 'Let one personal piece (vintage, handmade, a meaningful symbol) anchor each outfit.',
    dontRule: 'Don’t let mood decide the whole look on important days; lay out a default the night before.',
  },
  ENFJ: {
    nickname: 'The Protagonist',
    vibe: 'inspiring',
    style: 'Warm, polished and welcoming: approachable color with enough structure to lead.',
    communication: 'Encouraging, articulate and inclusive; rallies people around a shared goal.',
    promise: 'bringing people together behind a goal worth reaching',
    doRule: 'Wear warm, open color near the face; you are the person people come up to.',
    dontRule: 'Don’t dress to please every audience at once; pick the message and commit to it.',
  },
  ENFP: {
    nickname: 'The Campaigner',
    vibe: 'energizing',
    style: 'Vibrant, eclectic and expressive: color, pattern and a personal twist.',
    communication: 'Enthusiastic, imaginative and energizing; connects ideas and people.',
    promise: 'possibilities other people had not seen yet',
    doRule: 'Make one strong color your signature rather than wearing many at once.',
    dontRule: 'Don’t crowd one outfit with every idea; editing makes enthusiasm look intentional.',
  },
  ISTJ: {
    nickname: 'The Logistician',
    vibe: 'dependable',
    style: 'Classic, orderly and reliable: timeless pieces, well kept and worn consistently.',
    communication: 'Clear, factual and dependable; says what will be done, then does it.',
    promise: 'reliability you can build on',
    doRule: 'Keep a dependable uniform in immaculate condition: pressed, polished and tailored.',
    dontRule: 'Don’t let classic become dated; refresh fit and proportions every few years.',
  },
  ISFJ: {
    nickname: 'The Defender',
    vibe: 'caring',
    style: 'Gentle, polished and practical: soft colors, comfortable fabrics and tidy details.',
    communication: 'Attentive, kind and detail-minded; supports others quietly and thoroughly.',
    promise: 'care and follow-through people can count on',
    doRule: 'Choose soft, comfortable fabrics in your best colors so care shows without fuss.',
    dontRule: 'Don’t spend the whole budget on everyday basics; one investment piece gives you presence.',
  },
  ESTJ: {
    nickname: 'The Executive',
    vibe: 'organized',
    style: 'Traditional, structured and efficient: crisp tailoring and clear dress codes.',
    communication: 'Direct, organized and practical; sets clear expectations.',
    promise: 'order, standards and delivery on time',
    doRule: 'Own the dress code with crisp, structured pieces that read as in charge.',
    dontRule: 'Don’t assume more formal is always better; match the room, then go one notch up.',
  },
  ESFJ: {
    nickname: 'The Consul',
    vibe: 'gracious',
    style: 'Polished, sociable and occasion-aware: coordinated outfits that honor the event.',
    communication: 'Warm, attentive and harmonizing; remembers names and details.',
    promise: 'making everyone in the room feel looked after',
    doRule: 'Plan outfits around the occasion; the thoughtfulness reads as respect.',
    dontRule: 'Don’t over-coordinate; one slightly off-note piece looks confident rather than rehearsed.',
  },
  ISTP: {
    nickname: 'The Virtuoso',
    vibe: 'capable',
    style: 'Minimal, rugged and functional: technical fabrics, utility details, nothing superfluous.',
    communication: 'Concise, practical and calm; shows rather than tells.',
    promise: 'hands-on skill that fixes what others only discuss',
    doRule: 'Lean into functional details: good hardware, technical fabrics, things that work.',
    dontRule: 'Don’t dress down so far that your expertise is invisible in formal rooms.',
  },
  ISFP: {
    nickname: 'The Adventurer',
    vibe: 'artful',
    style: 'Artistic and sensory: beautiful textures, natural fabrics and a personal palette.',
    communication: 'Gentle, present and authentic; says more through what they make than what they say.',
    promise: 'work made with an eye others trust',
    doRule: 'Let texture and color do the talking; your eye is your brand.',
    dontRule: 'Don’t hide your aesthetic in corporate rooms; one crafted detail keeps you yourself.',
  },
  ESTP: {
    nickname: 'The Entrepreneur',
    vibe: 'bold',
    style: 'Bold, current and body-confident: sharp fit, statement shoes and on-trend pieces.',
    communication: 'Energetic, persuasive and action-oriented; thinks on their feet.',
    promise: 'fast action when the moment comes',
    doRule: 'Choose a sharp fit and one statement piece that moves with you.',
    dontRule: 'Don’t chase every trend; a signature outlasts a season.',
  },
  ESFP: {
    nickname: 'The Entertainer',
    vibe: 'vivid',
    style: 'Vivid, fun and camera-ready: color, shine and pieces that start conversations.',
    communication: 'Spontaneous, warm and expressive; makes a room feel lively.',
    promise: 'energy that makes people want to be part of it',
    doRule: 'Be the color in the room: wear your brightest best shade near the face.',
    dontRule: 'Don’t let fun read as unprepared in serious meetings; add one structured piece.',
  },
};
