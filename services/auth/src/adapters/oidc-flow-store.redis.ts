import type { Redis } from 'ioredis';
import { z } from 'zod';
import { FRONTEND_ROUTES, OIDC_PROVIDER_IDS } from '@uniform/contracts';
import type { OidcFlow, OidcFlowStore } from '../domain/oidc-sign-in.use-case';

const flowSchema = z.object({
  provider: z.enum(OIDC_PROVIDER_IDS),
  consent: z.boolean(),
  returnTo: z.enum(FRONTEND_ROUTES),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  confirmTokenHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
}) satisfies z.ZodType<OidcFlow>;

/**
 * Started sign-ins in Redis, expiring on their own; GETDEL reads and deletes in one step, so two
 * callbacks racing with the same cookie cannot both get the secrets.
 */
export function createOidcFlowStore(redis: Redis, keyPrefix = 'auth:oidc-flow:'): OidcFlowStore {
  return {
    async save(id, flow, ttlSeconds) {
      await redis.set(`${keyPrefix}${id}`, JSON.stringify(flow), 'EX', ttlSeconds);
    },
    async take(id) {
      const stored = await redis.getdel(`${keyPrefix}${id}`);
      if (stored === null) return null;
      const parsed = flowSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
    },
  };
}
