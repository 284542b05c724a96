import type { ModelClient } from '@uniform/ai';
import { createServiceApp, type JsonCache, type Logger, type ReadinessCheck } from '@uniform/service-kit';
import type { EntriesRepository } from './data/entries.repository';
import type { EntryCipher } from './domain/entry-cipher';
import { createEntries } from './domain/entries.use-case';
import { meditationRoutes } from './routes/meditation.routes';

export interface MeditationAppDeps {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** INTERNAL_SIGNING_SECRET: without it nobody is signed in and every entry call is a 401. */
  identitySecret?: string;
  repository: EntriesRepository;
  cipher: EntryCipher;
  /** The model, or null for the built-in rotation. */
  model: ModelClient | null;
  /** Daily pages by local date (Redis, single-flight). */
  cache: JsonCache;
  dailyTtlSeconds: number;
  now?: () => Date;
  bodyLimitKb?: number;
}

export function buildApp(deps: MeditationAppDeps) {
  const entries = createEntries({ repository: deps.repository, cipher: deps.cipher, logger: deps.logger });
  const daily = {
    model: deps.model,
    cache: deps.cache,
    ttlSeconds: deps.dailyTtlSeconds,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
  };
  return createServiceApp({
    name: 'meditation',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    identitySecret: deps.identitySecret,
    routes: (app) => {
      app.use(meditationRoutes({ daily, entries }));
    },
  }).app;
}
