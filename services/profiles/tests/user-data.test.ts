import { styleProfileContentSchema, styleProfilesExportSchema } from '@uniform/contracts';
import { signIdentity, USER_DATA_PATH } from '@uniform/service-kit';
import { describeWithInfra, readJson, useStarted, type SignedInUser } from '@uniform/test-kit';
import {
  CONSENT,
  PROFILE,
  profileContent,
  startProfiles,
  type ProfilesContext,
} from './support/profiles-context';

jest.setTimeout(60_000);

describeWithInfra('GET /internal/user-data (the style-profile part of "Download my data")', () => {
  let ctx: ProfilesContext;
  useStarted(async () => (ctx = await startProfiles()));
  afterEach(() => ctx.database.truncate());

  const save = async (user: SignedInUser, n: number) => {
    const res = await ctx.put(PROFILE, profileContent(n), user.headers());
    expect(res.status).toBe(200);
  };

  test('When a user with several saved analyses asks, then the consent and every profile of theirs come back decrypted, newest first, and no one else’s', async () => {
    // Arrange: three analyses for Ada, the first one current again; one for Grace.
    const ada = await ctx.consentedUser();
    const grace = await ctx.consentedUser();
    for (const n of [1, 2, 3]) await save(ada, n);
    await save(ada, 1);
    await save(grace, 9);
    const [consent] = await ctx.sql<{ given_at: Date }>(
      'SELECT given_at FROM profiles.consents WHERE user_id = $1',
      [ada.id],
    );

    // Act
    const res = await ctx.get(USER_DATA_PATH, ada.headers());

    // Assert
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const part = styleProfilesExportSchema.parse(await readJson(res));
    expect(part.consent).toEqual({ consent: true, givenAt: consent!.given_at.toISOString() });
    expect(part.profiles.map((profile) => profile.analysis.styleArchetype)).toEqual([
      'The Grounded Mentor 3',
      'The Grounded Mentor 2',
      'The Grounded Mentor 1',
    ]);
    const { id: _id, createdAt: _c, updatedAt: _u, ...oldest } = part.profiles[2]!;
    expect(oldest).toEqual(styleProfileContentSchema.parse(profileContent(1)));
  });

  test('When a user never consented, then the part says so with no profiles (not a 403)', async () => {
    const res = await ctx.get(USER_DATA_PATH, ctx.newUser().headers());

    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ consent: { consent: false, givenAt: null }, profiles: [] });
  });

  test('When a user withdrew consent, then nothing of the deleted profiles is exported', async () => {
    const ada = await ctx.consentedUser();
    await save(ada, 1);
    expect((await ctx.put(CONSENT, { consent: false }, ada.headers())).status).toBe(200);

    const res = await ctx.get(USER_DATA_PATH, ada.headers());

    expect(await readJson(res)).toEqual({ consent: { consent: false, givenAt: null }, profiles: [] });
  });

  test('When nobody is signed in or the identity is forged, then 401 JSON', async () => {
    const ada = await ctx.consentedUser();
    await save(ada, 1);
    const forged = signIdentity(ada, 'not-the-internal-signing-secret-0123456789');

    for (const headers of [{}, forged]) {
      const res = await ctx.get(USER_DATA_PATH, headers);
      expect(res.status).toBe(401);
      expect((await readJson(res)).code).toBe('UNAUTHENTICATED');
    }
  });
});
