import { aiEnvSchema, createModelClient } from '@uniform/ai';
import { chatStreamEventSchema, type ChatStreamEvent } from '@uniform/contracts';
import { createLogger, startHttpServer } from '@uniform/service-kit';
import { buildAnalysisFixture, listenOnLoopback, readBody, sameRealmFetch } from '@uniform/test-kit';
import { buildApp } from '../src/app';

/**
 * The fake OpenAI server answers a stream all at once; this loopback model sends its first words,
 * then holds the stream open until the test lets it finish, to prove the service passes words on as
 * they arrive rather than after the model is done.
 */
test('When the model is still writing, then the words it has sent already reach the caller as deltas', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const chunk = (content: string) =>
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
  const firstPart = 'Wear the dove grey blazer over a dusty blue knit with straight trousers. '.repeat(4);
  const model = await listenOnLoopback(async (req, res) => {
    await readBody(req);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk(firstPart));
    await released;
    res.write(chunk('Finish with loafers.'));
    res.end('data: [DONE]\n\n');
  });
  const logger = createLogger('chat-test', 'silent');
  const client = createModelClient(
    aiEnvSchema.parse({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${model.port}/v1`,
      OPENAI_TIMEOUT_MS: '5000',
      OPENAI_MAX_RETRIES: '0',
    }),
    { fetch: sameRealmFetch },
  );
  const server = await startHttpServer(buildApp({ logger, readiness: {}, model: client }), {
    port: 0,
    logger,
  });
  try {
    const res = await fetch(`${server.url}/api/chat-stylist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'Pitch outfit?', analysis: buildAnalysisFixture(), chatHistory: [] }),
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const events: ChatStreamEvent[] = [];
    let buffer = '';
    const readEvent = async () => {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
      const [block, ...rest] = buffer.split('\n\n');
      buffer = rest.join('\n\n');
      const event = chatStreamEventSchema.parse(JSON.parse(block!.slice('data: '.length)));
      events.push(event);
      return event;
    };

    // The model has not finished, yet the first words are here.
    const first = await readEvent();
    expect(first.type).toBe('delta');
    expect(firstPart.startsWith(first.type === 'delta' ? first.text : '')).toBe(true);

    release();
    let last = first;
    while (last.type === 'delta') last = await readEvent();
    expect(last).toEqual({ type: 'done', response: `${firstPart}Finish with loafers.`, engine: 'ai' });
    expect(events.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(
      `${firstPart}Finish with loafers.`,
    );
  } finally {
    release();
    await server.close();
    await model.close();
  }
});
