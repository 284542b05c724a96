import type { ModelClient } from '@uniform/ai';
import { createServiceApp, type Logger, type ReadinessCheck } from '@uniform/service-kit';
import { chatRoutes } from './routes/chat.routes';

export interface ChatAppDeps {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** The model, or null to answer with the built-in responders. */
  model: ModelClient | null;
  /** Longest model answer, in tokens. */
  maxTokens?: number;
  bodyLimitKb?: number;
}

export function buildApp(deps: ChatAppDeps) {
  return createServiceApp({
    name: 'chat',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    routes: (app) => {
      app.use(chatRoutes({ logger: deps.logger, model: deps.model, maxTokens: deps.maxTokens ?? 500 }));
    },
  }).app;
}
