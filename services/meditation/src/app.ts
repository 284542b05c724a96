import type { ModelClient } from '@uniform/ai';
import {
  buildServiceApp,
  type JsonCache,
  type SealedTextCipher,
  type ServiceAppDeps,
} from '@uniform/service-kit';
import type { EntriesRepository } from './data/entries.repository';
import { createEntries } from './domain/entries.use-case';
import { meditationRoutes } from './routes/meditation.routes';

export interface MeditationAppDeps extends ServiceAppDeps {
  /** INTERNAL_SIGNING_SECRET: without it nobody is signed in and every entry call is a 401. */
  identitySecret?: string;
  repository: EntriesRepository;
  cipher: SealedTextCipher;
  /** The model, or null for the built-in rotation. */
  model: ModelClient | null;
  /** Daily pages by local date (Redis, single-flight). */
  cache: JsonCache;
  dailyTtlSeconds: number;
  now?: () => Date;
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
  return buildServiceApp('meditation', deps, (app) => app.use(meditationRoutes({ daily, entries })));
}
