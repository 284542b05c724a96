import { PassThrough } from 'node:stream';
import { ConfigError, parseConfig } from '@uniform/service-kit';
import { describeWithInfra, waitFor } from '@uniform/test-kit';
import { smsEnvSchema } from '../src/config';
import { toCarrierError } from '../src/adapters/twilio.carrier';
import { ADMIN_TOKEN, analysisWithZip, startSms, type SmsContext } from './support/sms-context';

jest.setTimeout(30_000);

const PHONE = '+12125550142';

test('When SMS_ADMIN_TOKEN is shorter than 24 characters, then the config is refused with a line naming it', () => {
  const env = {
    DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/uniform',
    REDIS_URL: 'redis://127.0.0.1:6379',
  };
  expect(() => parseConfig(smsEnvSchema, { ...env, SMS_ADMIN_TOKEN: 'short-admin-token' })).toThrow(
    ConfigError,
  );
  expect(() => parseConfig(smsEnvSchema, { ...env, SMS_ADMIN_TOKEN: 'short-admin-token' })).toThrow(
    /SMS_ADMIN_TOKEN.*must be at least 24 characters/,
  );
  expect(parseConfig(smsEnvSchema, { ...env, SMS_ADMIN_TOKEN: 'x'.repeat(24) }).SMS_ADMIN_TOKEN).toBe(
    'x'.repeat(24),
  );
  expect(parseConfig(smsEnvSchema, { ...env, SMS_ADMIN_TOKEN: '' }).SMS_ADMIN_TOKEN).toBeUndefined();
});

test('When the carrier’s error names the number, then the error we log holds it masked and nothing of the request', () => {
  const sdkError = Object.assign(new Error("The 'To' number +12125550142 is not a valid phone number."), {
    status: 400,
    code: 21211,
    config: { url: 'https://api.twilio.com/2010-04-01/Messages.json', data: 'To=%2B12125550142' },
  });
  const logged = toCarrierError(sdkError);
  expect(logged).toMatchObject({ status: 400, code: 21211 });
  expect(logged.message).toBe("The 'To' number +1212***0142 is not a valid phone number.");
  expect(JSON.stringify({ ...logged, message: logged.message, stack: logged.stack })).not.toContain(
    '2125550142',
  );
});

describeWithInfra('GET /api/sms/admin/outbox and the logs', () => {
  let sms: SmsContext;
  const lines: string[] = [];
  const logs = new PassThrough();
  logs.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

  beforeAll(async () => {
    sms = await startSms({ twilio: false, logStream: logs });
  });
  afterAll(async () => {
    await sms?.close();
  });

  const list = (query: string, token?: string) =>
    fetch(`${sms.url}/api/sms/admin/outbox${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  test('When the token is missing or wrong, then 401 whatever the query, before the query is read', async () => {
    for (const query of ['', '?limit=0', '?limit=abc&to=' + 'x'.repeat(100)]) {
      for (const token of [undefined, 'wrong', `${ADMIN_TOKEN}x`]) {
        const res = await list(query, token);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
      }
    }
  });

  test('When the token is right, then a bad query is a 400 and a good one lists the texts to that number', async () => {
    expect((await list('?limit=0', ADMIN_TOKEN)).status).toBe(400);
    await sms.post('/api/sms/subscribe', { phoneNumber: PHONE, analysis: analysisWithZip('10001') });
    // An unescaped + arrives as a space: the number is still found.
    for (const to of [encodeURIComponent(PHONE), PHONE]) {
      const res = await list(`?to=${to}`, ADMIN_TOKEN);
      expect(res.status).toBe(200);
      const { messages } = (await res.json()) as { messages: { to: string; kind: string }[] };
      expect(messages).toEqual([expect.objectContaining({ to: PHONE, kind: 'confirmation' })]);
    }
  });

  test('When numbers pass through requests and texts, then the log lines hold them only masked', async () => {
    lines.length = 0;
    await sms.post('/api/sms/subscribe', { phoneNumber: PHONE, analysis: analysisWithZip('10001') });
    await sms.post('/api/sms/unsubscribe', { phoneNumber: PHONE });
    await list(`?to=${encodeURIComponent(PHONE)}`, ADMIN_TOKEN);
    await list(`?to=${PHONE}`, ADMIN_TOKEN);
    await list(`?to=(212)%20555-0142`);

    // A request's line is written when its response finishes, which the client may see first.
    await waitFor(
      async () => lines.filter((line) => line.includes('/api/sms/admin/outbox')).length === 3,
      5_000,
      'the three outbox request lines',
    );
    expect(lines.some((line) => line.includes('getup unsubscribed on the web'))).toBe(true);
    expect(lines.join('\n')).toContain('+1212***0142');
    for (const line of lines) {
      expect(line).not.toContain('2125550142');
      expect(line).not.toContain('555-0142');
    }
  });
});
