// What runs: the services of the routing table that exist in this tree, and the workers each one
// declares. Read by the launcher, docker-compose and the Kubernetes generators, so they never disagree.
//
// A service with queue workers (BullMQ consumers that scale apart from its HTTP API) ships them as
// src/worker.ts → dist/worker.js; they run as `<service>-worker`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function loadTopology() {
  const { SERVICES, GATEWAY_PORT } = await import(path.join(root, 'libs', 'contracts', 'dist', 'index.js'));
  const services = SERVICES.filter((s) =>
    existsSync(path.join(root, 'services', s.name, 'package.json')),
  ).map((s) => {
    const dir = path.join(root, 'services', s.name);
    const workers = existsSync(path.join(dir, 'src', 'worker.ts'))
      ? [{ name: `${s.name}-worker`, service: s.name, entry: `services/${s.name}/dist/worker.js` }]
      : [];
    return { ...s, migrates: existsSync(path.join(dir, 'prisma', 'migrations')), workers };
  });
  return { SERVICES, GATEWAY_PORT, services, workers: services.flatMap((s) => s.workers) };
}
