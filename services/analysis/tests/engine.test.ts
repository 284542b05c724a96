import { engineInfoSchema } from '@uniform/contracts';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { startAnalysis, type AnalysisContext } from './support/analysis-context';

describeWithInfra('GET /api/engine with a GPT-4-class model', () => {
  let ctx: AnalysisContext;
  useStarted(async () => (ctx = await startAnalysis({ model: true, modelName: 'gpt-4o' })));

  test('When the model gpt-4o is configured, then the engine is the model, named, GPT-4 class, cacheable and without the key or address', async () => {
    const res = await fetch(`${ctx.url}/api/engine`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await readJson(res);
    expect(engineInfoSchema.parse(body)).toEqual({ engine: 'ai', model: 'gpt-4o', gpt4Class: true });
    expect(JSON.stringify(body)).not.toMatch(/test-key|127\.0\.0\.1|http/);
  });
});

describeWithInfra('GET /api/engine with a model that is not GPT-4 class', () => {
  let ctx: AnalysisContext;
  useStarted(async () => (ctx = await startAnalysis({ model: true, modelName: 'llama3.1:8b' })));

  test('When a local model is configured, then it is named but not GPT-4 class', async () => {
    const body = engineInfoSchema.parse(await readJson(await fetch(`${ctx.url}/api/engine`)));
    expect(body).toEqual({ engine: 'ai', model: 'llama3.1:8b', gpt4Class: false });
  });
});

describeWithInfra('GET /api/engine without a model', () => {
  let ctx: AnalysisContext;
  useStarted(async () => (ctx = await startAnalysis()));

  test('When no API key is configured, then the built-in engine answers and no model is named', async () => {
    const body = engineInfoSchema.parse(await readJson(await fetch(`${ctx.url}/api/engine`)));
    expect(body).toEqual({ engine: 'offline', model: null, gpt4Class: false });
  });

  test('When it is asked 50 times at once, with words of the caller in the query, then every answer is the same and holds none of them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        fetch(`${ctx.url}/api/engine?model=gpt-4o&engine=ai&n=${index}&x=<script>`).then(async (res) => ({
          status: res.status,
          body: await res.text(),
        })),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body)).toEqual({ engine: 'offline', model: null, gpt4Class: false });
  });

  test('When the engine is sent a body to change it, then it answers with a JSON error and stays the built-in engine', async () => {
    const res = await fetch(`${ctx.url}/api/engine`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ engine: 'ai', model: 'gpt-4o' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = engineInfoSchema.parse(await readJson(await fetch(`${ctx.url}/api/engine`)));
    expect(body.engine).toBe('offline');
  });
});
