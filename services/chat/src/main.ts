import { createModelClient, modelEngineInfo } from '@uniform/ai';
import { runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadChatConfig } from './config';

runService({
  name: 'chat',
  config: loadChatConfig,
  start: ({ config, logger }) => {
    const model = createModelClient(config);
    const app = buildApp({
      logger,
      readiness: {},
      model,
      maxTokens: config.CHAT_MAX_TOKENS,
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app, info: modelEngineInfo(model) };
  },
});
