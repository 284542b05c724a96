import { randomUUID } from 'node:crypto';
import { buildAnalysisFixture } from '../../../../libs/contracts/src/analysis/analysis.fixture';
import { styleFactsFromAnalysis } from '../../src/domain/style-facts';
import type { PrismaClient } from '../../src/generated/prisma/client';

export const FACTS = styleFactsFromAnalysis(buildAnalysisFixture());

/** Active subscribers straight into the table: `count` numbers from +1<areaCode>555xxxx. */
export async function seedSubscribers(
  prisma: PrismaClient,
  timeZone: string,
  count: number,
  areaCode = '212',
  start = 0,
): Promise<{ id: string; phone: string }[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    phone: `+1${areaCode}${String(5_000_000 + start + i).padStart(7, '0')}`,
    status: 'active',
    consentAt: new Date('2026-11-01T00:00:00Z'),
    timeZone,
    timeZoneSource: 'zip',
    styleFacts: FACTS,
  }));
  for (let i = 0; i < rows.length; i += 5_000)
    await prisma.subscriber.createMany({ data: rows.slice(i, i + 5_000) });
  return rows.map(({ id, phone }) => ({ id, phone }));
}

export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}
