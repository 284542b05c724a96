export * from './browser';
export * from './openapi';
// Valid examples of the schemas above for every package's tests (re-exported by @uniform/test-kit);
// the frontend's tests and e2e import them from here because they do not resolve the test kit.
export * from './questionnaire/questionnaire.fixture';
export * from './questionnaire/questionnaire-people.fixture';
export * from './questionnaire/color-measurements.fixture';
export * from './analysis/analysis.fixture';
