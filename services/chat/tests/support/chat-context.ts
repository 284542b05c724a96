import { modelClientFromEnv } from '@uniform/ai';
import { type ChatStreamEvent, chatStreamEventSchema } from '@uniform/contracts';
import { createLogger } from '@uniform/service-kit';
import { serveApp, startFakeModel, type FakeOpenAI } from '@uniform/test-kit';
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
  const served = await serveApp(buildApp({ logger, readiness: {}, model, bodyLimitKb: 256 }), logger, fake);
  return {
    ...served,
    fake,
    async stream(path, body) {
      const response = await served.post(path, body, { accept: 'text/event-stream' });
      const text = await response.text();
      const events = text
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => chatStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
      return { response, events };
    },
  };
}

/** The fake model's answer that repeats everything it was sent, system messages included. */
export const echoEverything = (request: { messages: { role: string; content: unknown }[] }) =>
  request.messages.map((message) => `${message.role}: ${String(message.content)}`).join('\n');
