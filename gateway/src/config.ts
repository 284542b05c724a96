import path from 'node:path';
import express from 'express';
import { z } from 'zod';
import { GATEWAY_PORT, SERVICES } from '@uniform/contracts';
import {
  internalSigningSecretSchema,
  loadConfig,
  portSchema,
  redisUrlSchema,
  serviceUrlsSchema,
  wholeNumberSchema,
  workersSchema,
} from '@uniform/service-kit';

const count = (fallback: number, what: string) => wholeNumberSchema(1, 1_000_000, fallback).describe(what);

const milliseconds = (fallback: number, min: number, what: string) =>
  wholeNumberSchema(min, 600_000, fallback).describe(what);

/** TRUST_PROXY as Express's `trust proxy` value: false, true, a hop count, or names/CIDRs. */
function trustProxyValue(raw: string): boolean | number | string {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Compiles the value the way Express does, so a bad CIDR fails at boot with the key's name. */
export function compileTrustProxy(
  value: boolean | number | string,
): (address: string, hop: number) => boolean {
  return express().set('trust proxy', value).get('trust proxy fn') as (
    address: string,
    hop: number,
  ) => boolean;
}

/** One URL key per service in the routing table, e.g. PRIVACY_SERVICE_URL=http://127.0.0.1:4109. */
const serviceUrls = serviceUrlsSchema(SERVICES.map((s) => s.name));

export const gatewayEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  GATEWAY_PORT: portSchema(GATEWAY_PORT).describe('Port the gateway listens on'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface the gateway binds'),
  GATEWAY_WORKERS: workersSchema('Gateway processes sharing the port'),
  SHUTDOWN_TIMEOUT_MS: milliseconds(
    10_000,
    0,
    'How long in-flight requests (streams too) may finish after SIGTERM',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: redisUrlSchema,
  FRONTEND_DIST: z
    .string()
    .default(path.resolve(__dirname, '..', '..', 'frontend', 'dist'))
    .describe('Folder of the built frontend (npm run build)'),
  UPSTREAM_TIMEOUT_MS: milliseconds(
    30_000,
    100,
    'Longest silence from a service (before its answer and between streamed chunks); then 504 JSON',
  ),
  PDF_UPSTREAM_TIMEOUT_MS: milliseconds(
    120_000,
    100,
    'The same for /api/generate-pdf (rendering takes longer)',
  ),
  UPSTREAM_CONNECT_TIMEOUT_MS: milliseconds(
    1_000,
    50,
    'Longest wait for a TCP connection to a service; then 503 JSON',
  ),
  UPSTREAM_MAX_SOCKETS: count(256, 'Most concurrent connections to one service'),
  UPSTREAM_MAX_FREE_SOCKETS: count(64, 'Most idle pooled connections kept per service'),
  RATE_LIMIT_WINDOW_SECONDS: count(60, 'Rate-limit window length'),
  RATE_LIMIT_DEFAULT: count(300, 'Requests per IP per window on ordinary /api paths'),
  RATE_LIMIT_AI: count(
    30,
    'Requests per IP per window on paths that cost money per call: the model, Twilio Lookup, sending a text',
  ),
  RATE_LIMIT_AUTH: count(20, 'Requests per IP per window on sign-in/sign-up paths'),
  RATE_LIMIT_WEBHOOK: count(
    3000,
    'Requests per sending address per window on the carrier webhooks (/api/sms/inbound, /api/sms/status), counted apart from browsers',
  ),
  RATE_LIMIT_TIMEOUT_MS: milliseconds(
    100,
    1,
    'Longest wait for Redis per request; after it the request is served without a limit (fail open)',
  ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform(trustProxyValue)
    .superRefine((value, ctx) => {
      try {
        compileTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    })
    .describe(
      'Proxies in front of the gateway whose X-Forwarded-For/-Proto/-Host are believed: "false" (none, the default), "loopback", CIDRs like "10.0.0.0/8", or a hop count',
    ),
  INTERNAL_SIGNING_SECRET: internalSigningSecretSchema,
  ADMIN_TOKEN: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(24, 'ADMIN_TOKEN must be at least 24 characters').optional())
    .optional()
    .describe(
      'Opens the queue dashboard at /admin/queues and /metrics to other machines (HTTP Basic, any user, this as the password, or Bearer); unset: no dashboard, metrics for loopback peers only',
    ),
  ...serviceUrls,
});

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}
