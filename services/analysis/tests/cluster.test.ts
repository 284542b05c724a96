import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { analysisSchema, buildFintechFounderAnswers } from '@uniform/contracts';
import {
  describeWithInfra,
  postJson,
  requireInfra,
  startListeningProcess,
  type ListeningProcess,
} from '@uniform/test-kit';
import { loadAnalysisConfig } from '../src/config';

const MAIN = path.resolve(__dirname, '..', 'src', 'main.ts');

test('When ANALYSIS_WORKERS is unset, then the service runs one process per core, at most two', () => {
  expect(loadAnalysisConfig({}).ANALYSIS_WORKERS).toBe(Math.min(os.availableParallelism(), 2));
  expect(loadAnalysisConfig({ ANALYSIS_WORKERS: '1' }).ANALYSIS_WORKERS).toBe(1);
});

describeWithInfra('the analysis service as a cluster (ANALYSIS_WORKERS=2)', () => {
  let service: ListeningProcess;

  beforeAll(async () => {
    const { redisUrl } = await requireInfra();
    service = await startListeningProcess(MAIN, {
      listening: 'analysis service listening',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        REDIS_URL: redisUrl,
        OPENAI_API_KEY: '',
        ANALYSIS_WORKERS: '2',
      },
    });
  }, 60_000);
  afterAll(() => service?.kill());

  test('When requests reach either worker, then every answer is the same contract analysis, /metrics counts them all, and SIGTERM stops every process', async () => {
    const answers = buildFintechFounderAnswers();
    const texts = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await postJson(`${service.url}/api/analyze-style`, answers);
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    // The same answer from either worker, but for the time it was made.
    const withoutTime = texts.map((text) => text.replace(/"generatedAt":"[^"]+"/, ''));
    expect(new Set(withoutTime).size).toBe(1);
    expect(analysisSchema.parse(JSON.parse(texts[0]!)).engine).toBe('offline');

    // Whichever worker answers the scrape, it reports both workers' requests added up.
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    const counted = metrics
      .split('\n')
      .filter((line) => /^http_requests_total\{.*route="\/api\/analyze-style".*status="200"/.test(line))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(counted).toBe(20);
    expect(service.output()).toContain('analysis primary started its workers');

    const exited = once(service.child, 'exit');
    service.child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(service.output().match(/"msg":"stopped"/g)).toHaveLength(2);
  }, 60_000);
});
