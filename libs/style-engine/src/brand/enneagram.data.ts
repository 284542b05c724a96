/** How an Enneagram type tends to show up, as the personal brand uses it. */
export interface EnneagramProfile {
  /** Riso–Hudson name, e.g. 'The Reformer'. */
  name: string;
  /** One adjective for the brand words. */
  vibe: string;
  /** The core motivation, as a phrase after "driven by". */
  motivation: string;
  style: string;
  /** A few words of tone for the voice. */
  tone: string;
  /** What this type adds as a wing, as a phrase after "adds". */
  wingFlavour: string;
  doRule: string;
  dontRule: string;
}

export type EnneagramCore = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * The nine Enneagram types (Riso & Hudson, "The Wisdom of the Enneagram": names and core
 * motivations), translated into style habits. A wing is a neighbouring type (5w4, 5w6) that
 * colours the core type; the core always leads.
 */
export const ENNEAGRAM_PROFILES: Record<EnneagramCore, EnneagramProfile> = {
  1: {
    name: 'The Reformer',
    vibe: 'principled',
    motivation: 'the need to do things right and make them better',
    style: 'Precise, principled and clean-lined: quality and integrity over trend.',
    tone: 'principled and exact',
    wingFlavour: 'principled precision and high standards',
    doRule: 'Choose fewer, better pieces you can stand behind: ethically made and built to last.',
    dontRule: 'Don’t chase a flawless outfit; one slightly undone detail makes you approachable.',
  },
  2: {
    name: 'The Helper',
    vibe: 'warm',
    motivation: 'the wish to be truly helpful and appreciated for it',
    style: 'Warm, approachable and welcoming: soft textures and colors people gravitate to.',
    tone: 'warm and generous',
    wingFlavour: 'warmth and generosity toward others',
    doRule: 'Wear what makes you feel looked after, too; approachability is your strength.',
    dontRule: 'Don’t dress only for other people’s comfort; keep one piece that is purely yours.',
  },
  3: {
    name: 'The Achiever',
    vibe: 'driven',
    motivation: 'the drive to succeed and be valued for what you achieve',
    style: 'Polished, high-performing and image-aware: sharp, current and camera-ready.',
    tone: 'confident and results-focused',
    wingFlavour: 'ambition and polish',
    doRule: 'Build a polished, repeatable success uniform so no energy goes on getting dressed.',
    dontRule: 'Don’t dress for the room’s approval over your own message; authenticity outperforms image.',
  },
  4: {
    name: 'The Individualist',
    vibe: 'distinctive',
    motivation: 'the need to be authentic and to express what makes you different',
    style: 'Distinctive, emotional and artistic: a unique piece, a moody palette, a story.',
    tone: 'expressive and authentic',
    wingFlavour: 'a distinctive, artistic streak',
    doRule: 'Keep one signature piece that people associate with you.',
    dontRule: 'Don’t make every outfit a statement; calm basics let the signature stand out.',
  },
  5: {
    name: 'The Investigator',
    vibe: 'insightful',
    motivation: 'the need to understand deeply and be competent',
    style: 'Minimal, functional and private: a quiet uniform that saves energy for thinking.',
    tone: 'precise and thoughtful',
    wingFlavour: 'depth and analytical reserve',
    doRule: 'Standardize a uniform: fewer decisions, more focus.',
    dontRule: 'Don’t become invisible; one considered detail signals the depth behind the quiet.',
  },
  6: {
    name: 'The Loyalist',
    vibe: 'trustworthy',
    motivation: 'the need for security and for people who can be trusted',
    style: 'Reliable, practical and trustworthy: proven classics and durable pieces.',
    tone: 'steady and trustworthy',
    wingFlavour: 'loyalty and careful judgment',
    doRule: 'Invest in proven classics; reliability is part of your brand.',
    dontRule: 'Don’t copy what everyone else wears out of caution; one confident choice shows conviction.',
  },
  7: {
    name: 'The Enthusiast',
    vibe: 'adventurous',
    motivation: 'the wish to experience life fully and keep options open',
    style: 'Playful, adventurous and colorful: travel-ready, versatile and fun.',
    tone: 'upbeat and energetic',
    wingFlavour: 'optimism and zest',
    doRule: 'Pick versatile pieces that go from a meeting to an adventure.',
    dontRule: 'Don’t buy on impulse; a tight color palette keeps the variety coherent.',
  },
  8: {
    name: 'The Challenger',
    vibe: 'powerful',
    motivation: 'the need to be strong and in control of your own path',
    style: 'Powerful, bold and uncompromising: strong lines, deep or saturated color, substance.',
    tone: 'direct and commanding',
    wingFlavour: 'strength and directness',
    doRule: 'Use strong lines and solid color; presence is your asset.',
    dontRule: 'Don’t intimidate when you need trust; soften one piece with texture or warmth.',
  },
  9: {
    name: 'The Peacemaker',
    vibe: 'calm',
    motivation: 'the wish for inner and outer peace',
    style: 'Easy, comfortable and harmonious: soft tones, relaxed tailoring and natural fabrics.',
    tone: 'calm and inclusive',
    wingFlavour: 'calm and harmony',
    doRule: 'Choose comfortable pieces with quiet structure so ease reads as composure.',
    dontRule: 'Don’t fade into the background; a focal color helps your point land.',
  },
};
