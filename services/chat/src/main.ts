import { createModelClient } from '@uniform/ai';
import { createLogger, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadChatConfig } from './config';

async function main() {
  const config = loadChatConfig();
  const logger = createLogger('chat', config.LOG_LEVEL);
  const model = createModelClient(config);
  const app = buildApp({
    logger,
    readiness: {},
    model,
    maxTokens: config.CHAT_MAX_TOKENS,
    bodyLimitKb: config.BODY_LIMIT_KB,
  });
  const running = await startHttpServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [],
  });
  handleShutdown(running, logger);
  logger.info(
    { url: running.url, engine: model ? `model ${model.model}` : 'built-in (no OPENAI_API_KEY)' },
    'chat service listening',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `chat service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
