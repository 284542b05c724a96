import { GETUP_EXPORT_NOTE, getupExportSchema } from '@uniform/contracts';
import { signIdentity, USER_DATA_PATH } from '@uniform/service-kit';
import { describeWithInfra, readJson, useStarted, type SignedInUser } from '@uniform/test-kit';
import { styleFactsFromAnalysis } from '../src/domain/style-facts';
import { analysisWithZip, startSms, type SmsContext } from './support/sms-context';

jest.setTimeout(30_000);

const ADA_PHONE = '+14155550171';
const SECOND_PHONE = '+14155550172';
const GRACE_PHONE = '+14155550173';
const START = new Date('2026-11-24T12:05:00.000Z');

describeWithInfra('Getup numbers linked to an account by their YES, and the export of them', () => {
  let sms: SmsContext;
  useStarted(async () => (sms = await startSms()));
  afterEach(async () => {
    await sms.clear();
    sms.clock.now = START;
  });

  const subscribe = (phoneNumber: string, user?: SignedInUser) =>
    sms.post('/api/sms/subscribe', { phoneNumber, analysis: analysisWithZip('94103') }, user?.headers());
  const reply = async (phone: string, word: string) => {
    const res = await sms.webhook('/api/sms/inbound', { From: phone, Body: word });
    expect(res.status).toBe(200);
  };
  const row = (phone: string) =>
    sms.prisma.subscriber.findUniqueOrThrow({
      where: { phone },
      select: { id: true, status: true, userId: true, pendingUserId: true },
    });
  const exportOf = async (user: SignedInUser) => {
    const res = await sms.get(USER_DATA_PATH, user.headers());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    return getupExportSchema.parse(await readJson(res));
  };

  test('When a signed-in user subscribes and the number replies YES, then the number is linked to their account only from that YES', async () => {
    // Arrange
    const ada = sms.newUser();

    // Act: the web request, then the number's own YES.
    const res = await subscribe(ADA_PHONE, ada);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ status: 'pending' });
    const pending = await row(ADA_PHONE);
    const beforeYes = await exportOf(ada);
    await reply(ADA_PHONE, 'YES');

    // Assert: asked for by Ada, but hers only once the number confirmed it.
    expect(pending).toMatchObject({ status: 'pending', userId: null, pendingUserId: ada.id });
    expect(beforeYes).toEqual({ note: GETUP_EXPORT_NOTE, subscriptions: [] });
    expect(await row(ADA_PHONE)).toMatchObject({ status: 'active', userId: ada.id, pendingUserId: null });
  });

  test('When a visitor subscribes and the number replies YES, then no account is recorded on it', async () => {
    const res = await subscribe(ADA_PHONE);
    expect(res.status).toBe(200);
    await reply(ADA_PHONE, 'YES');

    expect(await row(ADA_PHONE)).toMatchObject({ status: 'active', userId: null, pendingUserId: null });
  });

  test('When a number linked to one user is subscribed again by another, then the link moves only with the new YES, and a STOP and START keep it', async () => {
    // Arrange: Ada's confirmed number, which then stops.
    const ada = sms.newUser();
    const grace = sms.newUser();
    await subscribe(ADA_PHONE, ada);
    await reply(ADA_PHONE, 'YES');
    await reply(ADA_PHONE, 'STOP');
    sms.clock.now = new Date(START.getTime() + 3_600_000);

    // Act + Assert: Grace asks for it; until the number says YES it is not hers.
    await subscribe(ADA_PHONE, grace);
    expect(await row(ADA_PHONE)).toMatchObject({
      status: 'pending',
      userId: ada.id,
      pendingUserId: grace.id,
    });
    expect((await exportOf(grace)).subscriptions).toEqual([]);
    await reply(ADA_PHONE, 'YES');
    expect(await row(ADA_PHONE)).toMatchObject({ status: 'active', userId: grace.id, pendingUserId: null });
    expect((await exportOf(ada)).subscriptions).toEqual([]);
    expect((await exportOf(grace)).subscriptions.map((s) => s.phone)).toEqual([ADA_PHONE]);

    // A STOP, then START by text: the same owner resumes, the link stays.
    await reply(ADA_PHONE, 'STOP');
    await reply(ADA_PHONE, 'START');
    expect(await row(ADA_PHONE)).toMatchObject({ status: 'active', userId: grace.id, pendingUserId: null });

    // A visitor's request confirmed by YES changes nothing of the link either.
    await reply(ADA_PHONE, 'STOP');
    await subscribe(ADA_PHONE);
    expect(await row(ADA_PHONE)).toMatchObject({ userId: grace.id, pendingUserId: null });
    await reply(ADA_PHONE, 'YES');
    expect(await row(ADA_PHONE)).toMatchObject({ status: 'active', userId: grace.id });
  });

  test('When a user downloads their data, then only the numbers confirmed as theirs come back, with every daily text, field by field', async () => {
    // Arrange: Ada's confirmed number with two daily texts, her second number still waiting for its
    // YES, and Grace's confirmed number.
    const ada = sms.newUser();
    const grace = sms.newUser();
    await subscribe(ADA_PHONE, ada);
    sms.clock.now = new Date(START.getTime() + 60_000);
    await reply(ADA_PHONE, 'YES');
    await subscribe(SECOND_PHONE, ada);
    await subscribe(GRACE_PHONE, grace);
    await reply(GRACE_PHONE, 'YES');
    const { id } = await row(ADA_PHONE);
    sms.clock.now = new Date('2026-11-25T15:01:00.000Z');
    expect(await sms.sendDaily(id, '2026-11-25')).toBe('sent');
    sms.clock.now = new Date('2026-11-26T15:01:00.000Z');
    expect(await sms.sendDaily(id, '2026-11-26')).toBe('sent');
    const texts = sms.twilio!.messages.filter((m) => m.to === ADA_PHONE && m.body.startsWith('Getup'));

    // Act
    const file = await exportOf(ada);

    // Assert
    expect(texts).toHaveLength(2);
    expect(file).toEqual({
      note: GETUP_EXPORT_NOTE,
      subscriptions: [
        {
          phone: ADA_PHONE,
          status: 'active',
          requestedAt: START.toISOString(),
          confirmedAt: new Date(START.getTime() + 60_000).toISOString(),
          unsubscribedAt: null,
          timeZone: 'America/Los_Angeles',
          timeZoneSource: 'zip',
          styleFacts: styleFactsFromAnalysis(analysisWithZip('94103')),
          deliveries: [
            {
              localDate: '2026-11-26',
              status: 'sent',
              body: texts[1]!.body,
              sentAt: '2026-11-26T15:01:00.000Z',
              errorCode: null,
            },
            {
              localDate: '2026-11-25',
              status: 'sent',
              body: texts[0]!.body,
              sentAt: '2026-11-25T15:01:00.000Z',
              errorCode: null,
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(file)).not.toContain(GRACE_PHONE);
    expect(JSON.stringify(file)).not.toContain(SECOND_PHONE);
  });

  test('When nobody is signed in or the identity is forged, then the export route answers 401 JSON', async () => {
    const ada = sms.newUser();
    await subscribe(ADA_PHONE, ada);
    await reply(ADA_PHONE, 'YES');
    const forged = signIdentity(ada, 'not-the-internal-signing-secret-0123456789');

    for (const headers of [{}, forged]) {
      const res = await sms.get(USER_DATA_PATH, headers);
      expect(res.status).toBe(401);
      expect((await readJson(res)).code).toBe('UNAUTHENTICATED');
    }
  });

  test('When a forged identity subscribes, then the request is a visitor’s and links nobody', async () => {
    const ada = sms.newUser();
    const forged = signIdentity(ada, 'not-the-internal-signing-secret-0123456789');

    const res = await sms.post('/api/sms/subscribe', { phoneNumber: ADA_PHONE }, forged);
    expect(res.status).toBe(200);
    await reply(ADA_PHONE, 'YES');

    expect(await row(ADA_PHONE)).toMatchObject({ status: 'active', userId: null, pendingUserId: null });
  });
});
