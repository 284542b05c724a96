export type CheckState = 'ok' | 'failing';

export interface ReadyzAnswer {
  status: number;
  body: unknown;
}

/** What an orchestrator sees of a process: /healthz's status and /readyz's whole answer. */
export interface Probes {
  healthz: number;
  readyz: ReadyzAnswer;
}

/**
 * What a live process whose readiness checks stand so answers (the service kit's app): /healthz 200,
 * /readyz 200 'ready' when every check is ok, else 503 'not ready', naming each check's state.
 */
export function liveProbes(service: string, checks: Record<string, CheckState>): Probes {
  const ready = Object.values(checks).every((state) => state === 'ok');
  return {
    healthz: 200,
    readyz: { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'not ready', service, checks } },
  };
}

export async function probe(url: string): Promise<Probes> {
  const healthz = (await fetch(`${url}/healthz`)).status;
  const res = await fetch(`${url}/readyz`);
  return { healthz, readyz: { status: res.status, body: await res.json() } };
}

/**
 * Probes until /readyz answers `status`, and returns those probes: a dependency that went away or
 * came back shows there once the process's client notices, which takes a moment.
 */
export async function probeUntil(url: string, status: number, timeoutMs = 20_000): Promise<Probes> {
  const deadline = Date.now() + timeoutMs;
  let last: Probes | undefined;
  while (Date.now() < deadline) {
    last = await probe(url);
    if (last.readyz.status === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${url}/readyz did not answer ${status} within ${timeoutMs} ms; last: ${JSON.stringify(last)}`,
  );
}

/** What a process answers on /metrics: its status and the exposition text. */
export async function metricsOf(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${url}/metrics`);
  return { status: res.status, text: await res.text() };
}

/**
 * The health a process should show whose readiness checks are `checks` when all is well: the probes
 * when ready, the probes with one check failing, and what it answers through an outage of one
 * dependency (the probes at the first 503 after `cut`, and at the first 200 after `restore`).
 */
export function processHealth(service: string, checks: Record<string, CheckState>) {
  return {
    ready: liveProbes(service, checks),
    failing: (check: string) => liveProbes(service, { ...checks, [check]: 'failing' }),
    async throughOutage(
      url: string,
      cut: () => Promise<unknown>,
      restore: () => Promise<unknown>,
    ): Promise<{ during: Probes; after: Probes }> {
      await cut();
      const during = await probeUntil(url, 503);
      await restore();
      return { during, after: await probeUntil(url, 200) };
    },
  };
}
