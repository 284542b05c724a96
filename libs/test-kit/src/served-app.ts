import type { RequestListener } from 'node:http';
import { startHttpServer, type Logger } from '@uniform/service-kit';
import { postJson } from './json';
import type { Closable } from './lifecycle';

/** A service's app over HTTP for its component tests. */
export interface ServedApp {
  url: string;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Closes the server, then what the test opened for the app (a fake model, Redis), in the order given. */
  close(): Promise<void>;
}

/** Starts `app` on port 0; `opened` is closed after the server, so no request is left using it. */
export async function serveApp(
  app: RequestListener,
  logger: Logger,
  ...opened: (Closable | undefined)[]
): Promise<ServedApp> {
  const server = await startHttpServer(app, { port: 0, logger });
  return {
    url: server.url,
    post: (path, body, headers = {}) => postJson(`${server.url}${path}`, body, headers),
    async close() {
      await server.close();
      for (const resource of opened) await resource?.close();
    },
  };
}
