import { createLogger, startHttpServer } from '@uniform/service-kit';
import { buildApp } from '../src/app';

// The chat service has no dependency to wait for: no database, no Redis, and the model is optional
// (without OPENAI_API_KEY, or when it fails, the built-in engine answers). So /readyz runs no check
// and says so; a check added to its map (or to buildApp's) must be added here on purpose.
test('When the chat service starts, then it is live, and ready with no dependency checks', async () => {
  const logger = createLogger('chat-test', 'silent');
  const server = await startHttpServer(buildApp({ logger, readiness: {}, model: null }), { port: 0, logger });
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200,
      body: { status: 'ready', service: 'chat', checks: {} },
    });
  } finally {
    await server.close();
  }
});
