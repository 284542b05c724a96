import { modelClientFromEnv } from '@uniform/ai';
import { type ChatStreamEvent, chatStreamEventSchema } from '@uniform/contracts';
import { createLogger, startHttpServer } from '@uniform/service-kit';
import { postJson, startFakeModel, type FakeOpenAI } from '@uniform/test-kit';
import { buildApp } from '../../src/app';

export interface ChatContext {
  url: string;
  fake?: FakeOpenAI;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** POSTs with Accept: text/event-stream and reads every event, checked against the contract. */
  stream(path: string, body: unknown): Promise<{ response: Response; events: ChatStreamEvent[] }>;
  close(): Promise<void>;
}

/** The real chat app over HTTP; with `model`, the real OpenAI SDK against the loopback fake. */
export async function startChat(options: { model?: boolean; timeoutMs?: number } = {}): Promise<ChatContext> {
  const { fake, model } = await startFakeModel(modelClientFromEnv, options);
  const logger = createLogger('chat-test', 'silent');
  const server = await startHttpServer(buildApp({ logger, readiness: {}, model, bodyLimitKb: 256 }), {
    port: 0,
    logger,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(`${server.url}${path}`, body, headers);
  return {
    url: server.url,
    fake,
    post,
    async stream(path, body) {
      const response = await post(path, body, { accept: 'text/event-stream' });
      const text = await response.text();
      const events = text
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => chatStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
      return { response, events };
    },
    async close() {
      await server.close();
      await fake?.close();
    },
  };
}

/** The fake model's answer that repeats everything it was sent, system messages included. */
export const echoEverything = (request: { messages: { role: string; content: unknown }[] }) =>
  request.messages.map((message) => `${message.role}: ${String(message.content)}`).join('\n');
