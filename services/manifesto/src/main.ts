import { createModelClient, modelEngineInfo } from '@uniform/ai';
import { runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadManifestoConfig } from './config';

runService({
  name: 'manifesto',
  config: loadManifestoConfig,
  start: ({ config, logger }) => {
    const model = createModelClient(config);
    // Stateless: the client sends the section and its conversation, so nothing else must be ready.
    const app = buildApp({ logger, readiness: {}, model, bodyLimitKb: config.BODY_LIMIT_KB });
    return { app, info: modelEngineInfo(model) };
  },
});
