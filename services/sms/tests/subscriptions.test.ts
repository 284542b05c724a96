import { PERSONALIZATION_TOKEN_PATTERN, SMS_MESSAGES } from '@uniform/contracts';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { ADMIN_TOKEN, analysisWithZip, startSms, type SmsContext } from './support/sms-context';

jest.setTimeout(30_000);

const MOBILE = '+14155550101';
const typed = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

describeWithInfra('Getup subscriptions through Twilio (loopback fake)', () => {
  let sms: SmsContext;
  useStarted(async () => (sms = await startSms()));
  afterEach(() => sms.clear());

  const validate = async (phoneNumber: unknown) => {
    const res = await sms.post('/api/sms/validate-phone', { phoneNumber });
    return { status: res.status, body: (await readJson(res)) as Record<string, unknown> };
  };

  describe('validate-phone', () => {
    test('When the number is a mobile, then it is valid and can receive texts', async () => {
      sms.twilio!.setLineType(MOBILE, 'mobile');
      const { status, body } = await validate(typed(MOBILE));
      expect(status).toBe(200);
      expect(body).toEqual({ isValid: true, canReceiveSMS: true, lineType: 'mobile', e164: MOBILE });
      expect(sms.twilio!.lookups).toContain(MOBILE);
    });

    test('When the number is a landline, then the landline message is returned', async () => {
      sms.twilio!.setLineType('+14155550102', 'landline');
      const { body } = await validate('(415) 555-0102');
      expect(body).toMatchObject({
        canReceiveSMS: false,
        lineType: 'landline',
        error: SMS_MESSAGES.landline,
      });
    });

    test.each(['nonFixedVoip', 'fixedVoip'] as const)(
      'When the number is %s, then the VoIP message is returned',
      async (type) => {
        sms.twilio!.setLineType('+14155550103', type);
        const { body } = await validate('+1 415 555 0103');
        expect(body).toMatchObject({ canReceiveSMS: false, lineType: 'voip', error: SMS_MESSAGES.voip });
      },
    );

    test('When the carrier says a pager, then it cannot receive texts', async () => {
      sms.twilio!.setLineType('+14155550104', 'pager');
      const { body } = await validate('4155550104');
      expect(body).toMatchObject({ canReceiveSMS: false, error: SMS_MESSAGES.cannotReceive });
    });

    test.each(['123', '(415) 555-01', 'call me maybe', '12345678901234'])(
      'When the number is malformed (%s), then it is invalid without a lookup',
      async (phoneNumber) => {
        const before = sms.twilio!.lookups.length;
        const { status, body } = await validate(phoneNumber);
        expect(status).toBe(200);
        expect(body).toMatchObject({
          isValid: false,
          canReceiveSMS: false,
          error: SMS_MESSAGES.invalidFormat,
        });
        expect(sms.twilio!.lookups.length).toBe(before);
      },
    );

    test('When the number is empty or missing, then a 400 names the empty-phone message', async () => {
      for (const phoneNumber of ['', '   ', undefined]) {
        const { status, body } = await validate(phoneNumber);
        expect(status).toBe(400);
        expect(body.issues).toEqual([{ path: 'phoneNumber', message: SMS_MESSAGES.subscribeEmpty }]);
      }
    });

    test('When the lookup itself fails, then the verdict is "Phone validation failed"', async () => {
      sms.twilio!.failNext(503, 20503, 'Service unavailable');
      const { status, body } = await validate('(415) 555-0105');
      expect(status).toBe(200);
      expect(body).toMatchObject({ isValid: false, error: SMS_MESSAGES.validationFailed });
    });
  });

  describe('subscribe and unsubscribe', () => {
    test('When someone subscribes a number, then it is pending and gets only the confirmation, also when asked again', async () => {
      const first = await sms.post('/api/sms/subscribe', {
        phoneNumber: typed(MOBILE),
        analysis: analysisWithZip('60601'),
      });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({
        success: true,
        status: 'pending',
        message: 'Almost there! We texted (415) 555-0101 — reply YES to start your 7 AM Getup.',
        personalizationToken: expect.stringMatching(PERSONALIZATION_TOKEN_PATTERN),
      });
      const again = await sms.post('/api/sms/subscribe', {
        phoneNumber: MOBILE,
        analysis: analysisWithZip('60601'),
      });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ success: true, status: 'pending' });

      const rows = await sms.prisma.subscriber.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        phone: MOBILE,
        status: 'pending',
        timeZone: 'America/Chicago',
        timeZoneSource: 'zip',
        consentAt: sms.clock.now,
        confirmationSentAt: sms.clock.now,
        confirmedAt: null,
        expiresAt: new Date(sms.clock.now.getTime() + 24 * 3_600_000),
      });
      // Only the facts the texts need, never the analysis itself.
      expect(Object.keys(rows[0]!.styleFacts as object).sort()).toEqual(
        ['archetype', 'colours', 'keywords', 'neutrals', 'pieces', 'season', 'undertone', 'zipCode'].sort(),
      );
      expect(sms.twilio!.messages).toHaveLength(1);
      const confirmation = sms.twilio!.messages[0]!;
      expect(confirmation.to).toBe(MOBILE);
      expect(confirmation.body).toMatch(/free daily style prompt/);
      expect(confirmation.body).toMatch(/7 AM/);
      expect(confirmation.body).toContain('Reply YES to confirm, STOP to cancel, HELP for help.');
    });

    test('When the owner replies YES, then the subscription is active, the reply says so, and a later subscribe answers active', async () => {
      await sms.post('/api/sms/subscribe', { phoneNumber: MOBILE, analysis: analysisWithZip('10001') });
      const yes = await sms.webhook('/api/sms/inbound', { From: MOBILE, Body: 'Yes' });
      expect(yes.status).toBe(200);
      expect(await yes.text()).toMatch(/<Message>Uniform Getup: your subscription is active!/);
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: MOBILE } })).toMatchObject({
        status: 'active',
        confirmedAt: sms.clock.now,
        expiresAt: null,
      });

      const again = await sms.post('/api/sms/subscribe', {
        phoneNumber: MOBILE,
        analysis: analysisWithZip('90210'),
      });
      expect(await again.json()).toEqual({
        success: true,
        status: 'active',
        message: expect.stringContaining('already subscribed'),
      });
      // An active subscription is not the web's to change: same zone, no new text.
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: MOBILE } })).toMatchObject({
        status: 'active',
        timeZone: 'America/New_York',
      });
      expect(sms.twilio!.messages).toHaveLength(1);
    });

    test('When YES comes from a number nobody subscribed, then nothing is activated', async () => {
      const yes = await sms.webhook('/api/sms/inbound', { From: '+12125550188', Body: 'YES' });
      expect(await yes.text()).toContain('has no Getup subscription');
      expect(await sms.prisma.subscriber.count()).toBe(0);
    });

    test('When a landline subscribes, then 400 with the landline message and nothing is stored', async () => {
      sms.twilio!.setLineType('+14155550106', 'landline');
      const res = await sms.post('/api/sms/subscribe', {
        phoneNumber: '(415) 555-0106',
        analysis: analysisWithZip(),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: SMS_MESSAGES.landline });
      expect(await sms.prisma.subscriber.count()).toBe(0);
      expect(sms.twilio!.messages).toHaveLength(0);
    });

    test('When the ZIP field or the time zone is malformed, then 400 names the field and nothing is stored', async () => {
      for (const [body, path] of [
        [{ zipCode: '1234' }, 'zipCode'],
        [{ timeZone: '../../etc/passwd' }, 'timeZone'],
        [{ timeZone: 'x'.repeat(65) }, 'timeZone'],
      ] as const) {
        const res = await sms.post('/api/sms/subscribe', { phoneNumber: MOBILE, ...body });
        expect(res.status).toBe(400);
        expect(((await readJson(res)) as { issues: { path: string }[] }).issues[0]!.path).toBe(path);
      }
      expect(await sms.prisma.subscriber.count()).toBe(0);
      expect(sms.twilio!.messages).toHaveLength(0);
    });

    test('When a subscriber unsubscribes on the web, then they are marked and told by text how to resume; a stranger gets success and no text', async () => {
      await sms.post('/api/sms/subscribe', { phoneNumber: MOBILE, analysis: analysisWithZip('10001') });
      await sms.webhook('/api/sms/inbound', { From: MOBILE, Body: 'YES' });
      const res = await sms.post('/api/sms/unsubscribe', { phoneNumber: typed(MOBILE) });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        success: true,
        message: expect.stringContaining('unsubscribed'),
      });
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: MOBILE } })).toMatchObject({
        status: 'unsubscribed',
      });
      const notices = sms.twilio!.messages.filter((m) => m.body.includes('was unsubscribed'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        to: MOBILE,
        body: expect.stringContaining('Reply START to resume'),
      });

      const stranger = await sms.post('/api/sms/unsubscribe', { phoneNumber: '(212) 555-0199' });
      expect(stranger.status).toBe(200);
      expect(sms.twilio!.messages.filter((m) => m.to === '+12125550199')).toHaveLength(0);
      const empty = await sms.post('/api/sms/unsubscribe', { phoneNumber: '' });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({
        issues: [{ path: 'phoneNumber', message: SMS_MESSAGES.unsubscribeEmpty }],
      });
    });

    test.each([
      ['10001', 'America/New_York'],
      ['60601', 'America/Chicago'],
      ['80202', 'America/Denver'],
      ['85001', 'America/Phoenix'],
      ['90210', 'America/Los_Angeles'],
      ['99501', 'America/Anchorage'],
      ['96813', 'Pacific/Honolulu'],
    ])('When the analysis ZIP is %s, then the subscriber is in %s', async (zip, zone) => {
      const res = await sms.post('/api/sms/subscribe', {
        phoneNumber: MOBILE,
        analysis: analysisWithZip(zip),
      });
      expect(res.status).toBe(200);
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: MOBILE } })).toMatchObject({
        timeZone: zone,
        timeZoneSource: 'zip',
      });
    });

    test('When a visitor without an analysis gives a ZIP, then it sets the zone, ahead of the browser zone', async () => {
      const res = await sms.post('/api/sms/subscribe', {
        phoneNumber: MOBILE,
        zipCode: ' 80202 ',
        timeZone: 'America/New_York',
      });
      expect(res.status).toBe(200);
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: MOBILE } })).toMatchObject({
        timeZone: 'America/Denver',
        timeZoneSource: 'zip',
      });
    });

    test('When the analysis has a ZIP and the form another, then the analysis ZIP wins', async () => {
      await sms.post('/api/sms/subscribe', {
        phoneNumber: MOBILE,
        analysis: analysisWithZip('60601'),
        zipCode: '90210',
        timeZone: 'Pacific/Honolulu',
      });
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: MOBILE } })).toMatchObject({
        timeZone: 'America/Chicago',
        timeZoneSource: 'zip',
      });
    });

    test("When a visitor gives no ZIP, then the browser's zone decides, in the runtime's spelling, and the confirmation names it", async () => {
      await sms.post('/api/sms/subscribe', { phoneNumber: MOBILE, timeZone: 'us/pacific' });
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: MOBILE } })).toMatchObject({
        timeZone: 'America/Los_Angeles',
        timeZoneSource: 'browser',
      });
      expect(sms.twilio!.messages[0]!.body).toContain('7 AM (America/Los Angeles)');

      // A ZIP we cannot place falls through to the browser's zone too.
      await sms.post('/api/sms/subscribe', {
        phoneNumber: '(212) 555-0144',
        zipCode: '00000',
        timeZone: 'America/Phoenix',
      });
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: '+12125550144' } })).toMatchObject({
        timeZone: 'America/Phoenix',
        timeZoneSource: 'browser',
      });
    });

    test('When the browser zone is not a zone the runtime knows, then it is ignored and the area code decides', async () => {
      const res = await sms.post('/api/sms/subscribe', {
        phoneNumber: '(303) 555-0145',
        timeZone: 'Mars/Olympus_Mons',
      });
      expect(res.status).toBe(200);
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: '+13035550145' } })).toMatchObject({
        timeZone: 'America/Denver',
        timeZoneSource: 'area_code',
      });
      // Neither a ZIP nor a zone: the area code.
      await sms.post('/api/sms/subscribe', { phoneNumber: '(415) 555-0146' });
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: '+14155550146' } })).toMatchObject({
        timeZone: 'America/Los_Angeles',
        timeZoneSource: 'area_code',
      });
    });

    test('When there is no ZIP, then the area code decides, else America/New_York', async () => {
      await sms.post('/api/sms/subscribe', { phoneNumber: '(303) 555-0142', analysis: analysisWithZip() });
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: '+13035550142' } })).toMatchObject({
        timeZone: 'America/Denver',
        timeZoneSource: 'area_code',
      });
      await sms.post('/api/sms/subscribe', {
        phoneNumber: '(415) 555-0143',
        analysis: analysisWithZip('00000'),
      });
      expect(await sms.prisma.subscriber.findUnique({ where: { phone: '+14155550143' } })).toMatchObject({
        timeZone: 'America/Los_Angeles',
        timeZoneSource: 'area_code',
      });
    });
  });

  describe('webhooks', () => {
    beforeEach(async () => {
      await sms.post('/api/sms/subscribe', { phoneNumber: MOBILE, analysis: analysisWithZip('10001') });
      await sms.webhook('/api/sms/inbound', { From: MOBILE, Body: 'YES' });
    });
    const status = async () => (await sms.prisma.subscriber.findUnique({ where: { phone: MOBILE } }))?.status;

    test.each(['STOP', 'stop', 'Unsubscribe', 'CANCEL', 'end', 'QUIT'])(
      'When a signed %s arrives, then the subscriber is unsubscribed',
      async (word) => {
        const res = await sms.webhook('/api/sms/inbound', {
          From: MOBILE,
          To: '+15005550006',
          Body: ` ${word} `,
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/xml/);
        expect(await status()).toBe('unsubscribed');
      },
    );

    test('When START follows STOP, then the subscriber is active again; HELP answers', async () => {
      await sms.webhook('/api/sms/inbound', { From: MOBILE, Body: 'STOP' });
      const start = await sms.webhook('/api/sms/inbound', { From: MOBILE, Body: 'START' });
      expect(await start.text()).toContain('welcome back');
      expect(await status()).toBe('active');
      const help = await sms.webhook('/api/sms/inbound', { From: MOBILE, Body: 'help' });
      expect(await help.text()).toMatch(/<Message>.*Reply STOP to cancel/);
    });

    test('When the webhook is forged or unsigned, then 403 and nothing changes', async () => {
      const forged = await sms.webhook(
        '/api/sms/inbound',
        { From: MOBILE, Body: 'STOP' },
        'bm90LWEtc2lnbmF0dXJl',
      );
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
      const unsigned = await sms.webhook('/api/sms/inbound', { From: MOBILE, Body: 'STOP' }, null);
      expect(unsigned.status).toBe(403);
      // Signed for other parameters: the signature covers the whole form.
      const { twilioSignature } = await import('@uniform/test-kit');
      const other = twilioSignature(sms.config.TWILIO_AUTH_TOKEN!, 'https://uniform.test/api/sms/inbound', {
        From: MOBILE,
        Body: 'HELP',
      });
      expect((await sms.webhook('/api/sms/inbound', { From: MOBILE, Body: 'STOP' }, other)).status).toBe(403);
      expect(await status()).toBe('active');
    });

    test('When Twilio reports delivery, then the delivery records it', async () => {
      const subscriber = await sms.prisma.subscriber.findUniqueOrThrow({ where: { phone: MOBILE } });
      await sms.prisma.delivery.create({
        data: { subscriberId: subscriber.id, localDate: '2026-11-24', status: 'sent', messageSid: 'SM0123' },
      });
      const res = await sms.webhook('/api/sms/status', { MessageSid: 'SM0123', MessageStatus: 'delivered' });
      expect(res.status).toBe(204);
      expect(await sms.prisma.delivery.findUnique({ where: { messageSid: 'SM0123' } })).toMatchObject({
        status: 'delivered',
      });
      const forged = await sms.webhook(
        '/api/sms/status',
        { MessageSid: 'SM0123', MessageStatus: 'failed' },
        'x',
      );
      expect(forged.status).toBe(403);
      expect(await sms.prisma.delivery.findUnique({ where: { messageSid: 'SM0123' } })).toMatchObject({
        status: 'delivered',
      });
    });
  });
});

describeWithInfra('Getup without Twilio credentials (offline validation, local outbox)', () => {
  let sms: SmsContext;
  useStarted(async () => (sms = await startSms({ twilio: false })));

  test('When validating offline, then format and plan types decide', async () => {
    const check = async (phoneNumber: string) =>
      (await sms.post('/api/sms/validate-phone', { phoneNumber })).json() as Promise<Record<string, unknown>>;
    expect(await check('(212) 555-0123')).toMatchObject({
      isValid: true,
      canReceiveSMS: true,
      e164: '+12125550123',
    });
    expect(await check('(800) 555-0123')).toMatchObject({ canReceiveSMS: false, lineType: 'tollFree' });
    expect(await check('555-0123')).toMatchObject({ isValid: false, error: SMS_MESSAGES.invalidFormat });
    expect(await check('+44 7911 123456')).toMatchObject({
      isValid: false,
      error: 'Getup texts US mobile numbers only.',
    });
  });

  test('When someone subscribes, then the confirmation lands in the outbox the operator can list', async () => {
    const res = await sms.post('/api/sms/subscribe', {
      phoneNumber: '(212) 555-0123',
      analysis: analysisWithZip('10001'),
    });
    expect(res.status).toBe(200);
    const list = (token?: string) =>
      fetch(`${sms.url}/api/sms/admin/outbox?limit=5`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await list()).status).toBe(401);
    expect((await list('wrong')).status).toBe(401);
    const ok = await list(ADMIN_TOKEN);
    expect(ok.status).toBe(200);
    const { messages } = (await ok.json()) as { messages: { to: string; body: string; kind: string }[] };
    expect(messages).toEqual([
      expect.objectContaining({
        to: '+12125550123',
        kind: 'confirmation',
        body: expect.stringContaining('Reply YES to confirm, STOP to cancel'),
      }),
    ]);
  });
});
