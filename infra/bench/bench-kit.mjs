// What the benches share: ports, waiting for a started process, and varied answers.
import net from 'node:net';

/** A port free on 127.0.0.1 right now, for a process the bench is about to start. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers below 500; rejects when `child` exits first or `timeoutMs` passes. */
export async function waitFor(url, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const up = await fetch(url, { signal: AbortSignal.timeout(500) }).then(
      (res) => res.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Colouring answers of three different seasons, so a bench does not measure one cached path. */
export const SEASON_TRAITS = [
  {
    veinColor: 'blue-purple',
    sunReaction: 'burn',
    jewelryPreference: 'silver',
    eyeColor: 'Blue',
    skinTone: 'Fair',
    hairColor: 'Black',
  },
  {
    veinColor: 'green',
    sunReaction: 'tan',
    jewelryPreference: 'gold',
    eyeColor: 'Amber',
    skinTone: 'Olive',
    hairColor: 'Auburn',
  },
  {
    veinColor: 'both',
    sunReaction: 'both',
    jewelryPreference: 'both',
    eyeColor: 'Grey',
    skinTone: 'Deep',
    hairColor: ['Dark Brown', 'Grey / Silver'],
  },
];
