import type { Router } from 'express';
import { z } from 'zod';
import { serviceByName, type SERVICES, type ServiceName } from '@uniform/contracts';
import { AppError } from './app-error';
import type { AuthenticatedUser } from './identity';

/**
 * "Download my data" (issue 21): each service that holds something about a user answers for it
 * here, and the auth service assembles the file. The path is outside /api, so the gateway never
 * routes it; only a caller holding INTERNAL_SIGNING_SECRET can name the user.
 */
export const USER_DATA_PATH = '/internal/user-data';

/**
 * Mounts GET /internal/user-data: 401 JSON without a valid signed identity, else `read(user)` as
 * JSON, never cached. `read` is the service's own use case and decides what "its data" is.
 */
export function mountUserDataRoute(
  router: Router,
  read: (user: AuthenticatedUser) => Promise<unknown>,
): void {
  router.get(USER_DATA_PATH, async (req, res) => {
    if (!req.user) throw AppError.unauthenticated();
    res.set('cache-control', 'private, no-store');
    res.json(await read(req.user));
  });
}

/**
 * A service's base URL from the env, by its name in the routing table: its `urlEnv` key, defaulting
 * to the port the table gives it on this machine.
 */
export function serviceUrlSchema(name: ServiceName) {
  const service = serviceByName(name);
  return z
    .url()
    .default(`http://127.0.0.1:${service.port}`)
    .describe(`Base URL of the ${service.name} service`);
}

type UrlEnvOf<N extends ServiceName> = Extract<(typeof SERVICES)[number], { name: N }>['urlEnv'];

/** The URL keys of these services for a config schema, e.g. { PRIVACY_SERVICE_URL: … }. */
export function serviceUrlsSchema<const N extends ServiceName>(
  names: readonly N[],
): Record<UrlEnvOf<N>, ReturnType<typeof serviceUrlSchema>> {
  return Object.fromEntries(
    names.map((name) => [serviceByName(name).urlEnv, serviceUrlSchema(name)]),
  ) as Record<UrlEnvOf<N>, ReturnType<typeof serviceUrlSchema>>;
}
