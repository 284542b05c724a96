/**
 * What the audit of an analysis can find. The list is closed so a report, a census and a test can
 * count by kind; a new check adds its kind here first.
 */
export const VIOLATION_KINDS = [
  'disliked-brand',
  'gender-mismatch',
  'avoided-item',
  'off-palette-colour',
  'unchosen-event',
  'over-budget',
  'two-prices',
  'doubled-punctuation',
  'article',
  'recased-user-text',
  'repeated-sentence',
  'unfinished-template',
  'british-spelling',
] as const;

export type ViolationKind = (typeof VIOLATION_KINDS)[number];

export interface Violation {
  kind: ViolationKind;
  /** Where in the analysis: a field path such as 'regionalStyle.insiderBrands[0].name'. */
  where: string;
  /** What is wrong, in a sentence a person can act on. */
  detail: string;
}
