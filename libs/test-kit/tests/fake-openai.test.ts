import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { sameRealmFetch, startFakeOpenAI, type FakeOpenAI } from '@uniform/test-kit';

describe('fake OpenAI API with the real openai SDK', () => {
  let fake: FakeOpenAI;
  let client: OpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    client = new OpenAI({ apiKey: 'test-key', baseURL: fake.baseURL, timeout: 2000, maxRetries: 0 });
  });
  afterAll(() => fake.close());

  test('When a completion is requested, then the SDK returns the scripted answer and the fake records the prompt', async () => {
    fake.reply('Wear the navy blazer.');
    const completion = await client.chat.completions.create({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'What for the pitch?' }],
    });
    expect(completion.choices[0]?.message.content).toBe('Wear the navy blazer.');
    expect(fake.requests.at(-1)?.messages).toEqual([{ role: 'user', content: 'What for the pitch?' }]);
  });

  test('When the answer is streamed, then the deltas add up to the whole answer', async () => {
    fake.reply((request) => `You said: ${String(request.messages.at(-1)?.content)}`);
    const stream = await client.chat.completions.create({
      model: 'gpt-test',
      stream: true,
      messages: [{ role: 'user', content: 'hello there' }],
    });
    const deltas: string[] = [];
    for await (const chunk of stream) deltas.push(chunk.choices[0]?.delta.content ?? '');
    expect(deltas.filter(Boolean).length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('You said: hello there');
  });

  test('When a structured output is asked for, then parse() returns the object the zod schema describes', async () => {
    const Look = z.object({ season: z.string(), colors: z.array(z.string()) });
    fake.reply(JSON.stringify({ season: 'Soft Autumn', colors: ['olive', 'camel'] }));
    const completion = await client.chat.completions.parse({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'My palette?' }],
      response_format: zodResponseFormat(Look, 'look'),
    });
    expect(completion.choices[0]?.message.parsed).toEqual({
      season: 'Soft Autumn',
      colors: ['olive', 'camel'],
    });
    expect(fake.requests.at(-1)?.response_format).toMatchObject({ type: 'json_schema' });
  });

  test('When the provider fails, then the SDK raises an APIError with the status and message', async () => {
    fake.failNext(500, 'upstream exploded');
    const error = await client.chat.completions
      .create({ model: 'gpt-test', messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect(error).toMatchObject({ status: 500, message: expect.stringContaining('upstream exploded') });
  });

  test('When the provider is slower than the SDK timeout, then the call fails with APIConnectionTimeoutError at the timeout', async () => {
    fake.delayNext(30_000);
    const hungUp = fake.nextHangUp();
    // sameRealmFetch keeps the abort recognisable inside jest's sandbox (see its doc comment).
    const impatient = new OpenAI({
      apiKey: 'test-key',
      baseURL: fake.baseURL,
      timeout: 300,
      maxRetries: 0,
      fetch: sameRealmFetch,
    });
    const started = Date.now();
    await expect(
      impatient.chat.completions.create({ model: 'gpt-test', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
    // After the 300 ms timeout, well before the 30 s answer, and the fake saw the SDK hang up.
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(300 - 10);
    expect(elapsed).toBeLessThan(300 + 1_000);
    await hungUp;
  });
});
