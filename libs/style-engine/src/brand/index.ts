export type { BrandNarrativeInput } from './brand-context';
export { brandNarrative, brandNarrativeInputFromAnalysis, type BrandNarrative } from './brand-narrative';
export { buildPersonalBrand, parseStylingRules, stylingRulesText, type StylingRules } from './personal-brand';
export { personalityReading } from './personality-reading';
export { capitalise, listPhrase, sentences, withArticle } from './brand-text';
export { readEnneagram, readMbti, type EnneagramReading, type MbtiReading } from './personality-types';
export { MBTI_PROFILES, type MbtiProfile } from './mbti.data';
export { ENNEAGRAM_PROFILES, type EnneagramCore, type EnneagramProfile } from './enneagram.data';
export { ELEMENT_QUALITIES, SIGN_PROFILES, type SignProfile, type ZodiacElement } from './zodiac.data';
