/* global beforeEach, expect */
// Every test must assert: a case whose table loop ran zero times, or whose callback never fired,
// fails instead of passing having checked nothing.
beforeEach(() => {
  expect.hasAssertions();
});
