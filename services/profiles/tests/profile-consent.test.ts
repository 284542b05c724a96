import { randomUUID } from 'node:crypto';
import { PROFILE_MESSAGES, profileConsentSchema } from '@uniform/contracts';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import {
  CONSENT,
  HISTORY,
  PROFILE,
  profileContent,
  restorePath,
  startProfiles,
  type ProfilesContext,
} from './support/profiles-context';

jest.setTimeout(30_000);

describeWithInfra('style profile consent', () => {
  let ctx: ProfilesContext;
  useStarted(async () => (ctx = await startProfiles()));
  afterEach(() => ctx.database.truncate());

  const countRows = async (table: 'consents' | 'profiles', userId?: string) => {
    const [row] = await ctx.sql<{ count: string }>(
      `SELECT count(*) FROM profiles.${table}${userId ? ' WHERE user_id = $1' : ''}`,
      userId ? [userId] : [],
    );
    return Number(row!.count);
  };

  test('When signed out, then every call is a 401 with the sign-in message and nothing is written', async () => {
    const calls = [
      ctx.get(CONSENT),
      ctx.put(CONSENT, { consent: true }),
      ctx.get(PROFILE),
      ctx.put(PROFILE, profileContent()),
      ctx.get(HISTORY),
      ctx.post(restorePath(randomUUID()), undefined),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await readJson(res)).toEqual({
        code: 'UNAUTHENTICATED',
        message: PROFILE_MESSAGES.signInRequired,
      });
    }
    expect(await countRows('consents')).toBe(0);
  });

  test('When the identity headers are forged, then the caller is not signed in', async () => {
    const user = ctx.newUser();
    const forged = { ...user.headers(), 'x-internal-signature': 'not-the-gateway' };

    const res = await ctx.put(CONSENT, { consent: true }, forged);

    expect(res.status).toBe(401);
    expect(await countRows('consents')).toBe(0);
  });

  test('When a user has not consented, then reading, saving, the history and restoring are 403 and nothing is written', async () => {
    const user = ctx.newUser();
    const calls = [
      ctx.get(PROFILE, user.headers()),
      ctx.put(PROFILE, profileContent(), user.headers()),
      ctx.get(HISTORY, user.headers()),
      ctx.post(restorePath(randomUUID()), undefined, user.headers()),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(await readJson(res)).toEqual({ code: 'FORBIDDEN', message: PROFILE_MESSAGES.consentRequired });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const consent = await ctx.get(CONSENT, user.headers());
    expect(profileConsentSchema.parse(await readJson(consent))).toEqual({ consent: false, givenAt: null });
    expect(await countRows('profiles')).toBe(0);
    expect(await countRows('consents')).toBe(0);
  });

  test('When consent is given twice, then there is one row and the first time is kept', async () => {
    const user = ctx.newUser();

    const first = profileConsentSchema.parse(
      await readJson(await ctx.put(CONSENT, { consent: true }, user.headers())),
    );
    const again = await Promise.all([
      ctx.put(CONSENT, { consent: true }, user.headers()),
      ctx.put(CONSENT, { consent: true }, user.headers()),
    ]);
    const read = profileConsentSchema.parse(await readJson(await ctx.get(CONSENT, user.headers())));

    expect(first.consent).toBe(true);
    expect(first.givenAt).not.toBeNull();
    for (const res of again) expect(profileConsentSchema.parse(await readJson(res))).toEqual(first);
    expect(read).toEqual(first);
    expect(await countRows('consents', user.id)).toBe(1);
  });

  test("When consent is withdrawn, then every profile of the user is deleted, another user's stay, and saving is refused", async () => {
    const user = await ctx.consentedUser();
    const other = await ctx.consentedUser();
    for (const n of [1, 2, 3])
      expect((await ctx.put(PROFILE, profileContent(n), user.headers())).status).toBe(200);
    expect((await ctx.put(PROFILE, profileContent(1), other.headers())).status).toBe(200);

    const withdrawn = await ctx.put(CONSENT, { consent: false }, user.headers());

    expect(withdrawn.status).toBe(200);
    expect(await readJson(withdrawn)).toEqual({ consent: false, givenAt: null });
    expect(await countRows('profiles', user.id)).toBe(0);
    expect(await countRows('consents', user.id)).toBe(0);
    expect(await countRows('profiles', other.id)).toBe(1);
    const save = await ctx.put(PROFILE, profileContent(4), user.headers());
    expect(save.status).toBe(403);
    expect(await countRows('profiles', user.id)).toBe(0);
    expect((await ctx.get(PROFILE, other.headers())).status).toBe(200);
  });

  test('When the consent body is not a boolean, then 400 with the reason and nothing changes', async () => {
    const user = ctx.newUser();

    const res = await ctx.put(CONSENT, { consent: 'yes' }, user.headers());

    expect(res.status).toBe(400);
    expect(JSON.stringify(await readJson(res))).toContain('Say whether to keep your style profile');
    expect(await countRows('consents')).toBe(0);
  });
});
