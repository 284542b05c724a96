import {
  buildFintechFounderAnswers,
  PERSONALIZATION_TOKEN_PATTERN,
  SMS_PERSONALIZE_MESSAGES,
  type Analysis,
  type SmsSubscribeResponse,
} from '@uniform/contracts';
import { buildAnalysis } from '@uniform/style-engine';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { createHash } from 'node:crypto';
import { GENERAL_COLOURS, type StyleFacts } from '../src/domain/style-facts';
import { analysisWithZip, startSms, type SmsContext } from './support/sms-context';

jest.setTimeout(30_000);

const VISITOR = '+14155550160';
const ARCHETYPE_OR_SEASON = /The [A-Z][a-z]+ [A-Z][a-z]+|Spring|Summer|Autumn|Winter|palette/;

/** A fintech founder's analysis from the style engine, the one the questionnaire builds from her answers. */
const founder: Analysis = buildAnalysis(buildFintechFounderAnswers());

describeWithInfra('Getup for visitors: general texts, then personal ones with the browser’s token', () => {
  let sms: SmsContext;

  useStarted(async () => (sms = await startSms()));
  afterEach(() => sms.clear());

  const subscribe = async (body: Record<string, unknown>) => {
    const res = await sms.post('/api/sms/subscribe', { phoneNumber: VISITOR, ...body });
    expect(res.status).toBe(200);
    return (await res.json()) as SmsSubscribeResponse;
  };
  const personalize = (token: unknown, analysis: unknown = founder) =>
    sms.post('/api/sms/personalize', { token, analysis });
  const row = () => sms.prisma.subscriber.findUniqueOrThrow({ where: { phone: VISITOR } });
  const confirm = () => sms.webhook('/api/sms/inbound', { From: VISITOR, Body: 'YES' });
  /** The daily text of that local date, as the sender writes it (built-in engine). */
  const dailyText = async (localDate: string) => {
    const { id } = await row();
    const outcome = await sms.sendDaily(id, localDate);
    expect(outcome).toBe('sent');
    return sms.twilio!.messages.filter((m) => m.to === VISITOR).at(-1)!.body;
  };

  test('When a visitor subscribes without an analysis, then the row holds general facts and the daily texts are general prompts that vary by day', async () => {
    const answer = await subscribe({ zipCode: '60601' });

    expect(answer).toMatchObject({ success: true, status: 'pending' });
    expect(answer.personalizationToken).toMatch(PERSONALIZATION_TOKEN_PATTERN);
    const stored = await row();
    expect(stored).toMatchObject({ timeZone: 'America/Chicago', timeZoneSource: 'zip' });
    const facts = stored.styleFacts as StyleFacts;
    // Nothing personal: no archetype, season, undertone, keywords or ZIP; the shared colours and core pieces.
    expect(facts).toMatchObject({ archetype: '', season: '', undertone: '', keywords: [], neutrals: [] });
    expect(facts.zipCode).toBeUndefined();
    expect(facts.colours).toEqual(GENERAL_COLOURS);
    expect(facts.colours.length).toBeGreaterThanOrEqual(4);
    expect(facts.pieces.length).toBeGreaterThanOrEqual(6);
    // Only the hash of the token is kept.
    expect(stored.personalizationTokenHash).toBe(
      createHash('sha256').update(answer.personalizationToken!).digest('hex'),
    );
    expect(JSON.stringify(stored)).not.toContain(answer.personalizationToken);

    await confirm();
    const texts: string[] = [];
    for (const localDate of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
      texts.push(await dailyText(localDate));
    for (const text of texts) {
      expect(text).toMatch(
        /^Getup ☀️ today's look:\nVibe: .+\nColor hero: .+\nAnchor piece: .+\nStyle tip: .+/,
      );
      expect(text).not.toMatch(ARCHETYPE_OR_SEASON);
      const hero = /Color hero: (.+)/.exec(text)![1];
      expect(GENERAL_COLOURS.map((colour) => colour.name)).toContain(hero);
      const piece = /Anchor piece: (.+)/.exec(text)![1];
      expect(facts.pieces).toContain(piece);
    }
    expect(new Set(texts).size).toBeGreaterThan(1);
  });

  test('When the browser personalizes with its token, then the next daily text is written from the analysis, no text is sent, and a second call is harmless', async () => {
    const { personalizationToken } = await subscribe({ timeZone: 'America/Chicago' });
    await confirm();
    const general = await dailyText('2026-11-25');
    expect(general).toMatch(/^Getup ☀️ today's look:/);
    const textsBefore = sms.twilio!.messages.length;

    const res = await personalize(personalizationToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: SMS_PERSONALIZE_MESSAGES.personalized });
    expect(sms.twilio!.messages).toHaveLength(textsBefore);
    const facts = (await row()).styleFacts as StyleFacts;
    expect(facts.archetype).toBe(founder.styleArchetype);
    expect(facts.season).toBe(founder.colorAnalysis.season);
    expect(facts.pieces).toEqual(founder.uniformPieces!.map((piece) => piece.name));
    // The zone stays as subscribed.
    expect(await row()).toMatchObject({ timeZone: 'America/Chicago', timeZoneSource: 'browser' });

    const again = await personalize(personalizationToken);
    expect(again.status).toBe(200);
    expect((await row()).styleFacts).toEqual(facts);

    const personal = await dailyText('2026-11-26');
    expect(personal).toContain(`Getup ☀️ ${founder.styleArchetype}, today's look:`);
    expect(personal).toContain(`(your ${founder.colorAnalysis.season} palette)`);
    expect(facts.pieces).toContain(/Anchor piece: (.+)/.exec(personal)![1]);
  });

  test('When a pending subscription is personalized, then it keeps pending with the new facts', async () => {
    const { personalizationToken } = await subscribe({});
    expect((await personalize(personalizationToken)).status).toBe(200);
    expect(await row()).toMatchObject({
      status: 'pending',
      styleFacts: expect.objectContaining({ archetype: founder.styleArchetype }),
    });
  });

  test('When the token is wrong, unknown or malformed, then 404 (400 when malformed) and the facts stay general', async () => {
    const { personalizationToken } = await subscribe({});
    const before = await row();
    const flipped = `${personalizationToken![0] === 'A' ? 'B' : 'A'}${personalizationToken!.slice(1)}`;

    for (const token of [flipped, 'A'.repeat(43)]) {
      const res = await personalize(token);
      expect(res.status).toBe(404);
      expect(await readJson(res)).toMatchObject({
        code: 'NOT_FOUND',
        message: SMS_PERSONALIZE_MESSAGES.unknownToken,
      });
    }
    for (const token of ['', 'short', 'x'.repeat(200), 42, undefined]) {
      const res = await personalize(token);
      expect(res.status).toBe(400);
      expect(await readJson(res)).toMatchObject({ issues: [expect.objectContaining({ path: 'token' })] });
    }
    // The phone number is not a token.
    expect((await personalize(VISITOR)).status).toBe(400);
    // A token with a broken analysis is refused before anything is looked up.
    expect((await personalize(personalizationToken, { styleArchetype: 'x' })).status).toBe(400);

    const after = await row();
    expect(after.styleFacts).toEqual(before.styleFacts);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  test('When an active number is subscribed again, then the answer is active with no token and the old token still personalizes', async () => {
    const { personalizationToken } = await subscribe({});
    await confirm();

    const again = await subscribe({ analysis: analysisWithZip('90210') });
    expect(again).toEqual({
      success: true,
      status: 'active',
      message: expect.stringContaining('already subscribed'),
    });
    expect(await row()).toMatchObject({
      status: 'active',
      styleFacts: expect.objectContaining({ archetype: '' }),
    });

    expect((await personalize(personalizationToken)).status).toBe(200);
    expect(await row()).toMatchObject({
      status: 'active',
      styleFacts: expect.objectContaining({ archetype: founder.styleArchetype }),
    });
  });

  test('When the same number is requested again while pending, then only the newest token personalizes', async () => {
    const first = await subscribe({});
    const second = await subscribe({ timeZone: 'America/Denver' });
    expect(second.personalizationToken).not.toBe(first.personalizationToken);
    expect((await personalize(first.personalizationToken)).status).toBe(404);
    expect((await personalize(second.personalizationToken)).status).toBe(200);
  });

  test('When the subscription was stopped or its request expired, then its token no longer personalizes', async () => {
    const { personalizationToken } = await subscribe({});
    await sms.post('/api/sms/unsubscribe', { phoneNumber: VISITOR });
    expect((await personalize(personalizationToken)).status).toBe(404);

    await sms.database.truncate();
    const pending = await subscribe({});
    const start = sms.clock.now;
    sms.clock.now = new Date(start.getTime() + 24 * 3_600_000);
    try {
      expect((await personalize(pending.personalizationToken)).status).toBe(404);
    } finally {
      sms.clock.now = start;
    }
  });
});
