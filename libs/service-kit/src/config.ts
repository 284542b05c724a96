import { z } from 'zod';

/**
 * Env config, parsed once at boot. A bad or missing key stops the process with ONE line naming
 * every problem, so an operator fixes them all in one go instead of one per restart.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Keys whose values are credentials, and URLs that carry a password (`scheme://user:password@host`). */
const SECRET_KEY = /(SECRET|TOKEN|PASSWORD|_KEYS?$|_SID$)/;
const URL_WITH_PASSWORD = /:\/\/[^/@]*:[^/@]*@/;

export function parseConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): Readonly<z.infer<S>> {
  const result = schema.safeParse(env);
  if (result.success) return Object.freeze(result.data);
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.join('.') || '(env)';
    const given = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
    if (given === undefined) return `${key}: ${issue.message}`;
    // A rejected secret (a token too short, a URL with a password) must not land in the logs.
    return SECRET_KEY.test(key) || URL_WITH_PASSWORD.test(given)
      ? `${key} (value hidden): ${issue.message}`
      : `${key}=${JSON.stringify(given)}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** A service's `load…Config`: loadConfig bound to its schema, reading process.env unless given an env. */
export function configLoader<S extends z.ZodObject>(schema: S) {
  return (env: Record<string, string | undefined> = process.env) => loadConfig(schema, env);
}

/** parseConfig for a process entry point: prints the one line and exits 1 instead of throwing. */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
) {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** A whole number from the env, from `min` to `max`; `fallback` when unset. */
export const wholeNumberSchema = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** A TCP port from the env (0 picks a free one). */
export const portSchema = (fallback: number) => wholeNumberSchema(0, 65_535, fallback);

/** A feature switch from the env: 'on' or 'off'. */
export const onOffSchema = (fallback: 'on' | 'off') => z.enum(['on', 'off']).default(fallback);

const bodyLimitKb = (fallback: number) =>
  wholeNumberSchema(1, 10_240, fallback).describe('Largest JSON body accepted');

/** A cache lifetime in seconds (at least one, at most `max`); the description names the spec's figure. */
export const cacheTtlSecondsSchema = (fallback: number, max: number, description: string) =>
  wholeNumberSchema(1, max, fallback).describe(description);

/**
 * Keys every service shares; a service extends this with its own. `bodyLimitKb` is its BODY_LIMIT_KB
 * default: the services an analysis object travels to take 256 kB.
 */
export function serviceEnvSchema(defaultPort: number, options: { bodyLimitKb?: number } = {}) {
  return z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: portSchema(defaultPort).describe('Port the service listens on'),
    HOST: z.string().min(1).default('127.0.0.1').describe('Interface to bind (0.0.0.0 in containers)'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe('pino log level'),
    BODY_LIMIT_KB: bodyLimitKb(options.bodyLimitKb ?? 100),
    INTERNAL_SIGNING_SECRET: internalSigningSecretSchema,
    SHUTDOWN_TIMEOUT_MS: wholeNumberSchema(0, 120_000, 10_000).describe(
      'How long in-flight requests may finish after SIGTERM',
    ),
  });
}

export const internalSigningSecretSchema = z
  .string()
  .min(32, 'must be at least 32 characters')
  .optional()
  .describe(
    'Shared by the gateway and services to sign and check who is signed in; without it no request is signed in',
  );

export const databaseUrlSchema = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
  .default('postgresql://postgres@127.0.0.1:5432/uniform')
  .describe('PostgreSQL connection URL');

export const redisUrlSchema = z
  .string()
  .regex(/^rediss?:\/\//, 'must be a redis:// URL')
  .default('redis://127.0.0.1:6379')
  .describe('Redis connection URL');
