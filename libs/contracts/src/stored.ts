/**
 * What the browser keeps in localStorage and checks when it reads it back: the analysis, the answers it
 * was made from and the user's edits of it, with the data those schemas are built on. The dashboard's
 * first screen draws from these alone, so the frontend imports them from here
 * (`@uniform/contracts/stored`) and the other operations' schemas, built when their module runs, load
 * after that screen with the rest of browser.ts (issue 23). The same bindings as the full entries.
 */
export * from './common.schemas';
export * from './questionnaire/questionnaire.data';
export * from './questionnaire/questionnaire.schemas';
export * from './questionnaire/color-measurements.schemas';
export * from './analysis/analysis.data';
export * from './analysis/analysis.schemas';
export {
  PERSONAL_BRAND_FIELDS,
  type PersonalBrand,
  type PersonalBrandField,
} from './operations/analysis.operations';
export {
  brandEditsSchema,
  customItemSchema,
  styleProfileAnalysisKey,
  type BrandEdits,
  type CustomItem,
} from './operations/profiles.operations';
