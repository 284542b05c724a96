// The shared test fixtures live beside the schemas they satisfy (the contracts' own tests use them
// too, and the contracts cannot depend on the test kit); tests elsewhere take them from here.
export { buildAnalysisFixture, buildAnswersFixture } from '@uniform/contracts';
