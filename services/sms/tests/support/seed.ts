import { buildAnalysisFixture } from '@uniform/test-kit';
import { confirmSubscription, requestSubscription } from '../../src/data/subscribers.repository';
import { hashPersonalizationToken } from '../../src/domain/personalization-token';
import { styleFactsFromAnalysis } from '../../src/domain/style-facts';
import type { PrismaClient } from '../../src/generated/prisma/client';

export const FACTS = styleFactsFromAnalysis(buildAnalysisFixture());

const CONSENT = new Date('2026-11-01T00:00:00Z');

/**
 * Active subscribers through the real repository (a web request, then the owner's YES):
 * `count` numbers from +1<areaCode>555xxxx.
 */
export async function seedSubscribers(
  prisma: PrismaClient,
  timeZone: string,
  count: number,
  areaCode = '212',
  start = 0,
): Promise<{ id: string; phone: string }[]> {
  const phones = Array.from(
    { length: count },
    (_, i) => `+1${areaCode}${String(5_000_000 + start + i).padStart(7, '0')}`,
  );
  // In batches below the pool size (20 connections).
  for (let i = 0; i < phones.length; i += 16) {
    await Promise.all(
      phones.slice(i, i + 16).map(async (phone) => {
        await requestSubscription(prisma, {
          phone,
          timeZone,
          timeZoneSource: 'zip',
          styleFacts: FACTS,
          personalizationTokenHash: hashPersonalizationToken(`seed:${phone}`),
          now: CONSENT,
          expiresAt: new Date(CONSENT.getTime() + 86_400_000),
        });
        await confirmSubscription(prisma, phone, CONSENT);
      }),
    );
  }
  const rows = await prisma.subscriber.findMany({
    where: { phone: { in: phones }, status: 'active' },
    select: { id: true, phone: true },
  });
  const byPhone = new Map(rows.map((row) => [row.phone, row]));
  return phones.map((phone) => byPhone.get(phone)!);
}
