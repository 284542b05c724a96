import { register } from 'prom-client';
import { z } from 'zod';
import { sameRealmFetch, startFakeOpenAI, type FakeOpenAI } from '@uniform/test-kit';
import { aiEnvSchema, createModelClient, ModelError, withModelFallback, type ModelClient } from '../src';

// Long enough for a real answer on a loaded machine; the timeout test waits it out once.
const DEADLINE_MS = 1_500;

const narrative = z.object({ summary: z.string(), words: z.array(z.string()) });

describe('model client against a loopback OpenAI-compatible server', () => {
  let fake: FakeOpenAI;
  let model: ModelClient;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    const config = aiEnvSchema.parse({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'test-model',
      OPENAI_TIMEOUT_MS: String(DEADLINE_MS),
      OPENAI_MAX_RETRIES: '0',
    });
    model = createModelClient(config, { fetch: sameRealmFetch })!;
    // Warm the SDK and the schema conversion once, so the deadline measures answers, not a cold start.
    fake.reply(JSON.stringify({ summary: 'warm', words: [] }));
    await model.structured({ name: 'narrative', schema: narrative, system: 's', user: 'u' });
  });
  afterAll(() => fake.close());

  test('When no API key is configured, then there is no model client', () => {
    expect(createModelClient(aiEnvSchema.parse({ OPENAI_API_KEY: '' }))).toBeNull();
    expect(createModelClient(aiEnvSchema.parse({}))).toBeNull();
  });

  test('When the model answers JSON matching the schema, then the parsed object comes back and the request asked for that schema', async () => {
    fake.reply(JSON.stringify({ summary: 'Quiet precision', words: ['clean', 'exact'] }));
    const answer = await model.structured({
      name: 'narrative',
      schema: narrative,
      system: 'sys',
      user: 'usr',
    });
    expect(answer).toEqual({ summary: 'Quiet precision', words: ['clean', 'exact'] });
    const request = fake.requests.at(-1)!;
    expect(request.model).toBe('test-model');
    expect(request.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'narrative' },
    });
    expect(request.messages).toEqual([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'usr' },
    ]);
  });

  test('When the model answers text that is not JSON, then it is an invalid-output error', async () => {
    fake.reply('Sure! Here is your style: {oops');
    await expect(
      model.structured({ name: 'n', schema: narrative, system: 's', user: 'u' }),
    ).rejects.toMatchObject({
      kind: 'invalid-output',
    });
  });

  test('When the JSON does not match the schema, then it is an invalid-output error naming the field', async () => {
    fake.reply(JSON.stringify({ summary: 42, words: [] }));
    const error = await model
      .structured({ name: 'n', schema: narrative, system: 's', user: 'u' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).kind).toBe('invalid-output');
    expect((error as ModelError).message).toContain('summary');
  });

  test('When the model is slower than the deadline, then the call ends as a timeout after the deadline and hangs up', async () => {
    // The model would answer after 30 s; the deadline must end the call well before that.
    fake.delayNext(30_000);
    const hungUp = fake.nextHangUp();
    const started = Date.now();
    await expect(model.text({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'timeout',
    });
    const elapsed = Date.now() - started;
    // After the deadline, and before it plus a margin a busy machine cannot use up (1 s).
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 10);
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1_000);
    await hungUp;
  });

  test('When the API answers 500, then it is an http error', async () => {
    fake.failNext(500, 'boom');
    await expect(model.text({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'http',
    });
  });

  test('When the model streams, then the pieces arrive in order and join to the answer', async () => {
    fake.reply('Navy suits you well.');
    const pieces: string[] = [];
    for await (const piece of model.stream({ messages: [{ role: 'user', content: 'hi' }] }))
      pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Navy suits you well.');
  });

  test('When the model fails, then withModelFallback answers from the built-in engine and says so', async () => {
    fake.failNext(503);
    const warnings: unknown[] = [];
    const produced = await withModelFallback({
      model,
      feature: 'test',
      logger: { warn: (...args: unknown[]) => void warnings.push(args) },
      call: (m) => m.text({ messages: [{ role: 'user', content: 'hi' }] }),
      fallback: () => 'built-in answer',
    });
    expect(produced).toMatchObject({ value: 'built-in answer', engine: 'offline' });
    expect(produced.fallbackReason).toMatch(/^http:/);
    expect(warnings).toHaveLength(1);
  });

  test('When the model answers, then withModelFallback marks the answer as the model’s', async () => {
    fake.reply('model answer');
    const produced = await withModelFallback({
      model,
      feature: 'test',
      call: (m) => m.text({ messages: [{ role: 'user', content: 'hi' }] }),
      fallback: () => 'built-in answer',
    });
    expect(produced).toEqual({ value: 'model answer', engine: 'ai' });
  });

  test('When no model is configured, then withModelFallback answers offline without a reason', async () => {
    const produced = await withModelFallback({
      model: null,
      feature: 'test',
      call: () => Promise.reject(new Error('never')),
      fallback: () => 'built-in answer',
    });
    expect(produced).toEqual({ value: 'built-in answer', engine: 'offline' });
  });

  test('Every answer is counted on /metrics by feature, engine and outcome, and model time is measured', async () => {
    const count = async (labels: string) => {
      const text = await register.getSingleMetricAsString('model_calls_total');
      const line = text.split('\n').find((l) => l.startsWith(`model_calls_total{${labels}}`));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const before = {
      ok: await count('feature="metrics-test",engine="ai",outcome="ai"'),
      failed: await count('feature="metrics-test",engine="offline",outcome="http"'),
      none: await count('feature="metrics-test",engine="offline",outcome="no-model"'),
    };
    const ask = (m: typeof model | null) =>
      withModelFallback({
        model: m,
        feature: 'metrics-test',
        call: (c) => c.text({ messages: [{ role: 'user', content: 'hi' }] }),
        fallback: () => 'built-in answer',
      });
    fake.reply('model answer');
    await ask(model);
    fake.failNext(503);
    await ask(model);
    await ask(null);
    expect(await count('feature="metrics-test",engine="ai",outcome="ai"')).toBe(before.ok + 1);
    expect(await count('feature="metrics-test",engine="offline",outcome="http"')).toBe(before.failed + 1);
    expect(await count('feature="metrics-test",engine="offline",outcome="no-model"')).toBe(before.none + 1);
    expect(await register.getSingleMetricAsString('model_call_duration_seconds')).toMatch(
      /model_call_duration_seconds_count\{feature="metrics-test",outcome="ok"\} 1/,
    );
  });
});
