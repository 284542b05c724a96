export { BRITISH_TO_AMERICAN } from './american-spelling.data';
export { britishSpellingsOf, type BritishSpelling } from './american-spelling';
export { auditAnalysis, brandDepartment, colourWordsOf } from './audit-analysis';
export {
  EVENT_LOOK_EVENTS,
  GENDERED_GARMENTS,
  GENDERED_MOODBOARD_WORDS,
  SINGLE_DEPARTMENT_BRANDS,
  type BrandDepartment,
  type GenderSide,
} from './audit-vocabulary.data';
export { startsWithVowelSound, textFaults, type TextFault } from './text-faults';
export { VIOLATION_KINDS, type Violation, type ViolationKind } from './violation';
