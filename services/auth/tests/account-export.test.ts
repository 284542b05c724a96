import type http from 'node:http';
import {
  ACCOUNT_EXPORT_MESSAGES,
  accountExportSchema,
  GETUP_EXPORT_NOTE,
  USER_DATA_OWNERS,
  type GetupExport,
  type JournalExport,
  type PrivacyInquiriesExport,
  type StyleProfilesExport,
} from '@uniform/contracts';
import { USER_DATA_PATH, verifyIdentity, type AuthenticatedUser } from '@uniform/service-kit';
import {
  buildAnalysisFixture,
  describeWithInfra,
  listenOnLoopback,
  readJson,
  sendJson,
  type LoopbackServer,
} from '@uniform/test-kit';
import type { UserDataServices } from '../src/domain/account-export.use-case';
import { cookiesOf, INTERNAL_SECRET, useAuthHarness, type AuthHarness } from './support/auth-harness';

jest.setTimeout(30_000);

const EXPORT = '/api/account/export';
const TIMEOUT_MS = 400;

type ServiceName = keyof UserDataServices;
/** How a stand-in answers: its part for the signed user, an error status, or never. */
type Behavior = 'answer' | 'fail' | 'hang' | 'malformed';

/** Each service's part for a user, as the real service would give it (the test checks they are passed through whole). */
function partFor(service: ServiceName, user: AuthenticatedUser): unknown {
  if (service === 'profiles') {
    return {
      consent: { consent: true, givenAt: '2026-11-20T08:00:00.000Z' },
      profiles: [
        {
          id: '3f0c1c7e-8a3b-4c1e-9d2a-1b2c3d4e5f60',
          analysis: buildAnalysisFixture({ styleArchetype: `Archetype of ${user.email}` }),
          brandEdits: { brandStatement: 'Calm authority in cerulean wool' },
          savedLooks: [],
          customItems: {},
          createdAt: '2026-11-20T08:05:00.000Z',
          updatedAt: '2026-11-21T08:05:00.000Z',
        },
      ],
    } satisfies StyleProfilesExport;
  }
  if (service === 'sms') {
    return {
      note: GETUP_EXPORT_NOTE,
      subscriptions: [
        {
          phone: '+14155550123',
          status: 'active',
          requestedAt: '2026-11-20T08:00:00.000Z',
          confirmedAt: '2026-11-20T08:02:00.000Z',
          unsubscribedAt: null,
          timeZone: 'America/Los_Angeles',
          timeZoneSource: 'zip',
          styleFacts: {
            archetype: 'The Warm Mentor',
            season: 'Warm Autumn',
            undertone: 'warm',
            colours: [{ name: 'Olive', hex: '#708238' }],
            neutrals: ['Camel'],
            pieces: ['Unstructured camel blazer'],
            keywords: ['approachable'],
          },
          deliveries: [
            {
              localDate: '2026-11-21',
              status: 'delivered',
              body: `Getup for ${user.id}`,
              sentAt: '2026-11-21T15:00:03.000Z',
              errorCode: null,
            },
          ],
        },
      ],
    } satisfies GetupExport;
  }
  if (service === 'meditation') {
    return [
      {
        id: 'entry-2',
        entryDate: '2026-11-22',
        theme: 'Stillness Before Strategy',
        journalResponse: `${user.id} wrote this.`,
        createdAt: '2026-11-22T07:00:00.000Z',
        updatedAt: '2026-11-22T07:10:00.000Z',
      },
    ] satisfies JournalExport;
  }
  return [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      email: user.email,
      subject: 'access',
      message: 'What do you keep about me?',
      requestId: 'req-1',
      receivedAt: '2026-11-23T07:00:00.000Z',
    },
  ] satisfies PrivacyInquiriesExport;
}

describeWithInfra('GET /api/account/export ("Download my data")', () => {
  let auth: AuthHarness;
  const standIns = new Map<ServiceName, LoopbackServer>();
  const behavior = new Map<ServiceName, Behavior>();
  /** Who each stand-in was told is asking (a verified signed identity), per request. */
  const asked = new Map<ServiceName, (AuthenticatedUser | undefined)[]>();

  // The four services are the edge of the auth service's world here: loopback servers that check
  // the signed identity as the real ones do, started before the harness so it is given their URLs.
  beforeAll(async () => {
    for (const service of USER_DATA_OWNERS) {
      const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
        const user = verifyIdentity(req.headers, INTERNAL_SECRET);
        asked.get(service)!.push(user);
        if (req.url !== USER_DATA_PATH || !user) return sendJson(res, 401, { code: 'UNAUTHENTICATED' });
        const how = behavior.get(service) ?? 'answer';
        if (how === 'hang') return; // never answers; the stand-in's close ends the socket
        if (how === 'fail') return sendJson(res, 500, { code: 'INTERNAL', message: 'Something went wrong.' });
        if (how === 'malformed') return sendJson(res, 200, { unexpected: true });
        return sendJson(res, 200, partFor(service, user));
      };
      standIns.set(service, await listenOnLoopback(handler));
    }
  });
  afterAll(async () => {
    for (const standIn of standIns.values()) await standIn.close();
  });
  useAuthHarness(
    (harness) => (auth = harness),
    () => ({
      userDataServices: {
        profiles: `http://127.0.0.1:${standIns.get('profiles')!.port}`,
        meditation: `http://127.0.0.1:${standIns.get('meditation')!.port}`,
        privacy: `http://127.0.0.1:${standIns.get('privacy')!.port}`,
        sms: `http://127.0.0.1:${standIns.get('sms')!.port}`,
      },
      userDataTimeoutMs: TIMEOUT_MS,
    }),
  );
  beforeEach(() => {
    behavior.clear();
    for (const service of USER_DATA_OWNERS) asked.set(service, []);
  });

  /** Signs Ada up (with consent) and links a Google sign-in; returns her session cookie. */
  async function signedInAda(): Promise<string> {
    const res = await auth.signUp();
    expect(res.status).toBe(201);
    const user = await auth.prisma.user.findUniqueOrThrow({ where: { email: 'ada@example.com' } });
    await auth.prisma.identity.create({
      data: {
        userId: user.id,
        provider: 'google',
        subject: 'google-ada-1815',
        email: 'ada.lovelace@gmail.com',
        emailVerified: true,
      },
    });
    return cookiesOf(res).sid!;
  }

  test('When a signed-in user downloads their data, then one file holds the account, its providers and every service’s part, field by field', async () => {
    // Arrange
    const cookie = await signedInAda();
    const user = await auth.prisma.user.findUniqueOrThrow({
      where: { email: 'ada@example.com' },
      include: { identities: true },
    });
    const before = Date.now();

    // Act
    const res = await auth.call('GET', EXPORT, { cookie });

    // Assert: a private attachment named by today's date.
    expect(res.status).toBe(200);
    const body = await readJson(res);
    const file = accountExportSchema.parse(body);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="uniform-data-${file.exportedAt.slice(0, 10)}.json"`,
    );
    expect(Date.parse(file.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(file.exportedAt)).toBeLessThanOrEqual(Date.now());
    // The account, from the auth service's own tables.
    expect(file.format).toBe('uniform-account-export');
    expect(file.version).toBe(1);
    expect(file.account).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: user.createdAt.toISOString(),
      dataRetentionConsentAt: user.dataRetentionConsentAt!.toISOString(),
    });
    expect(file.signInProviders).toEqual([
      {
        provider: 'google',
        email: 'ada.lovelace@gmail.com',
        linkedAt: user.identities[0]!.createdAt.toISOString(),
      },
    ]);
    // Each service asked once, as Ada (a freshly signed identity), and its part passed through whole.
    const ada = { id: user.id, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
    for (const service of USER_DATA_OWNERS) expect(asked.get(service)).toEqual([ada]);
    expect(body.styleProfiles).toEqual(partFor('profiles', ada));
    expect(body.journal).toEqual(partFor('meditation', ada));
    expect(body.privacyInquiries).toEqual(partFor('privacy', ada));
    expect(body.getup).toEqual(partFor('sms', ada));
    // Nothing that opens the account leaves in the file.
    expect(JSON.stringify(body)).not.toMatch(/password|token|subject":"google-ada/i);
  });

  test('When nobody is signed in, then 401 JSON and no service is asked', async () => {
    await auth.signUp();

    for (const cookie of [undefined, 'sid=not-a-session']) {
      const res = await auth.call('GET', EXPORT, { cookie });
      expect(res.status).toBe(401);
      expect(await readJson(res)).toEqual({
        code: 'UNAUTHENTICATED',
        message: ACCOUNT_EXPORT_MESSAGES.signInRequired,
      });
    }
    for (const service of USER_DATA_OWNERS) expect(asked.get(service)).toEqual([]);
  });

  test.each([
    ['profiles', 'fail'],
    ['meditation', 'hang'],
    ['privacy', 'malformed'],
    ['sms', 'malformed'],
  ] as const)(
    'When the %s service answers with "%s", then 503 JSON with the retry sentence and never a partial file',
    async (service, how) => {
      // Arrange
      const cookie = await signedInAda();
      behavior.set(service, how);
      const started = Date.now();

      // Act
      const res = await auth.call('GET', EXPORT, { cookie });

      // Assert
      expect(res.status).toBe(503);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await readJson(res)).toEqual({
        code: 'DEPENDENCY_UNAVAILABLE',
        message: ACCOUNT_EXPORT_MESSAGES.unavailable,
      });
      // A silent service costs the timeout, not the gateway's patience.
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
      expect(auth.logLines.some((line) => line.includes('"service":"' + service + '"'))).toBe(true);
    },
  );
});
