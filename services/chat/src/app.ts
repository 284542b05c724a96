import type { ModelClient } from '@uniform/ai';
import { buildServiceApp, type ServiceAppDeps } from '@uniform/service-kit';
import { chatRoutes } from './routes/chat.routes';

export interface ChatAppDeps extends ServiceAppDeps {
  /** The model, or null to answer with the built-in responders. */
  model: ModelClient | null;
  /** Longest model answer, in tokens. */
  maxTokens?: number;
}

export function buildApp(deps: ChatAppDeps) {
  const domain = { logger: deps.logger, model: deps.model, maxTokens: deps.maxTokens ?? 500 };
  return buildServiceApp('chat', deps, (app) => app.use(chatRoutes(domain)));
}
