import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Grafana dashboard under infra/grafana only charts metrics that exist: every metric its queries
 * name is registered by our code (service kit, AI client, gateway) or by prom-client's default metrics.
 */
const root = path.resolve(__dirname, '..', '..');
const dashboard = JSON.parse(
  readFileSync(path.join(root, 'infra/grafana/uniform-dashboard.json'), 'utf8'),
) as {
  panels: Array<{
    title: string;
    gridPos: { x: number; y: number; w: number; h: number };
    targets: Array<{ expr: string }>;
  }>;
};

function sources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|js)$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}
const code = [
  sources(path.join(root, 'libs/service-kit/src')),
  sources(path.join(root, 'libs/ai/src')),
  sources(path.join(root, 'gateway/src')),
  sources(path.join(root, 'node_modules/prom-client/lib/metrics')),
].join('\n');
const registered = new Set(Array.from(code.matchAll(/['"`]([a-z][a-z0-9_]+)['"`]/g), (m) => m[1]));

const PROMQL_WORDS = new Set([
  'sum',
  'by',
  'rate',
  'max',
  'topk',
  'histogram_quantile',
  'le',
  'status',
  'service',
  'route',
  'cache',
  'result',
  'feature',
  'engine',
  'outcome',
  'queue',
  'state',
]);

describe('Grafana dashboard', () => {
  test('every query charts a metric our processes export', () => {
    const unknown: string[] = [];
    for (const panel of dashboard.panels)
      for (const { expr } of panel.targets)
        for (const [, word] of expr.replace(/\{[^}]*\}/g, '').matchAll(/\b([a-z][a-z0-9_]+)\b/g)) {
          if (PROMQL_WORDS.has(word)) continue;
          const base = word.replace(/_(bucket|count|sum)$/, '');
          if (!registered.has(word) && !registered.has(base)) unknown.push(`${panel.title}: ${word}`);
        }
    expect(unknown).toEqual([]);
  });

  test('covers traffic, errors, latency, caches, the model and the queues, with no overlapping panels', () => {
    const titles = dashboard.panels.map((p) => p.title).join(' | ');
    for (const topic of [
      /Requests per second/,
      /Error ratio/,
      /p95 latency/,
      /Cache hit ratio/,
      /Model fallbacks/,
      /Queue depth/,
      /Job duration/,
    ])
      expect(titles).toMatch(topic);
    const cells = new Set<string>();
    for (const { gridPos } of dashboard.panels)
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x += 1)
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y += 1) {
          expect(cells.has(`${x},${y}`)).toBe(false);
          cells.add(`${x},${y}`);
        }
  });
});
