import { liveProbes, probe, useStarted } from '@uniform/test-kit';
import { startManifesto, type ManifestoContext } from './support/manifesto-context';

let manifesto: ManifestoContext;
useStarted(async () => (manifesto = await startManifesto()));

// The manifesto service has no dependency to wait for: no database, no Redis, and the model is optional
// (without OPENAI_API_KEY, or when it fails, the built-in engine answers). So /readyz runs no check
// and says so; a check added to its map (or to buildApp's) must be added here on purpose.
test('When the manifesto service starts, then it is live, and ready with no dependency checks', async () => {
  expect(await probe(manifesto.url)).toEqual(liveProbes('manifesto', {}));
});
