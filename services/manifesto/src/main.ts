import { createModelClient } from '@uniform/ai';
import { createLogger, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadManifestoConfig } from './config';

async function main() {
  const config = loadManifestoConfig();
  const logger = createLogger('manifesto', config.LOG_LEVEL);
  const model = createModelClient(config);
  // Stateless: the client sends the section and its conversation, so nothing else must be ready.
  const app = buildApp({ logger, readiness: {}, model, bodyLimitKb: config.BODY_LIMIT_KB });
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
    'manifesto service listening',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `manifesto service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
