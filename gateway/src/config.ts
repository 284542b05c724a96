import path from 'node:path';
import { z } from 'zod';
import { GATEWAY_PORT, SERVICES } from '@uniform/contracts';
import { internalSigningSecretSchema, loadConfig, redisUrlSchema } from '@uniform/service-kit';

const count = (fallback: number, what: string) =>
  z.coerce.number().int().min(1).max(1_000_000).default(fallback).describe(what);

/** One URL key per service in the routing table, e.g. PRIVACY_SERVICE_URL=http://127.0.0.1:4109. */
const serviceUrls = Object.fromEntries(
  SERVICES.map((s) => [
    s.urlEnv,
    z.url().default(`http://127.0.0.1:${s.port}`).describe(`Base URL of the ${s.name} service`),
  ]),
) as Record<(typeof SERVICES)[number]['urlEnv'], z.ZodDefault<z.ZodURL>>;

export const gatewayEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  GATEWAY_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(GATEWAY_PORT)
    .describe('Port the gateway listens on'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface the gateway binds'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: redisUrlSchema,
  FRONTEND_DIST: z
    .string()
    .default(path.resolve(__dirname, '..', '..', 'frontend', 'dist'))
    .describe('Folder of the built frontend (npm run build)'),
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(30_000)
    .describe('Longest wait for a service answer'),
  PDF_UPSTREAM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(120_000)
    .describe('Longest wait on /api/generate-pdf'),
  RATE_LIMIT_WINDOW_SECONDS: count(60, 'Rate-limit window length'),
  RATE_LIMIT_DEFAULT: count(300, 'Requests per IP per window on ordinary /api paths'),
  RATE_LIMIT_AI: count(30, 'Requests per IP per window on AI paths'),
  RATE_LIMIT_AUTH: count(20, 'Requests per IP per window on sign-in/sign-up paths'),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .describe(
      'Which proxies may set X-Forwarded-For (Express trust proxy value: "loopback", a CIDR list, or "false")',
    ),
  INTERNAL_SIGNING_SECRET: internalSigningSecretSchema,
  ...serviceUrls,
});

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}
