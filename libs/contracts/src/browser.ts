/**
 * The contracts a browser needs: routing, errors, the questionnaire and analysis schemas, every
 * operation. The frontend's build resolves @uniform/contracts to this file, so the OpenAPI writer
 * (with zod's JSON Schema generator) and the test fixtures never ship to a browser.
 */
export * from './stored';
export * from './routing';
export * from './api-paths';
export * from './errors';
export * from './common.schemas';
export * from './password-policy';
export * from './questionnaire/questionnaire.data';
export * from './questionnaire/questionnaire.schemas';
export * from './questionnaire/color-measurements.schemas';
export * from './analysis/analysis.data';
export * from './analysis/analysis.schemas';
export * from './operations/operation';
export * from './operations/auth.operations';
export * from './operations/account.operations';
export * from './operations/analysis.operations';
export * from './operations/chat.operations';
export * from './operations/community.operations';
export * from './operations/sms.operations';
export * from './operations/pdf.operations';
export * from './operations/manifesto.operations';
export * from './operations/meditation.operations';
export * from './operations/privacy.operations';
export * from './operations/profiles.operations';
export * from './operations/operations';
