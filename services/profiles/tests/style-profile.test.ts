import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  PROFILE_MESSAGES,
  STYLE_PROFILE_HISTORY_LIMIT,
  styleProfileContentSchema,
  styleProfileHistorySchema,
  styleProfileSchema,
  type StyleProfile,
} from '@uniform/contracts';
import {
  describeWithInfra,
  readJson,
  SEALED_ROW_COLUMNS,
  useStarted,
  type SignedInUser,
} from '@uniform/test-kit';
import {
  HISTORY,
  PROFILE,
  profileContent,
  restorePath,
  startProfiles,
  TEST_KEY_ID,
  type ProfilesContext,
} from './support/profiles-context';

jest.setTimeout(60_000);

describeWithInfra('saved style profiles', () => {
  let ctx: ProfilesContext;
  useStarted(async () => (ctx = await startProfiles()));
  afterEach(async () => {
    ctx.errors.length = 0;
    await ctx.database.truncate();
  });

  const save = async (user: SignedInUser, content: unknown): Promise<StyleProfile> => {
    const res = await ctx.put(PROFILE, content, user.headers());
    expect(res.status).toBe(200);
    return styleProfileSchema.parse(await readJson(res));
  };
  const history = async (user: SignedInUser) =>
    styleProfileHistorySchema.parse(await readJson(await ctx.get(HISTORY, user.headers())));
  const profileRows = (userId: string) =>
    ctx.sql<{ id: string }>('SELECT id FROM profiles.profiles WHERE user_id = $1', [userId]);
  /** Waits (polling the server, at most 10 s) until `count` sessions of the test database wait on a lock. */
  const waitForLockWaiters = async (count: number) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [row] = await ctx.sql<{ waiting: string }>(
        "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (Number(row!.waiting) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${count} sessions never waited on a lock`);
  };
  const contentOf = ({ id: _id, createdAt: _c, updatedAt: _u, ...content }: StyleProfile) => content;

  test('When a profile is saved, then reading it gives back exactly what was sent, privately', async () => {
    const user = await ctx.consentedUser();
    const sent = profileContent(1);

    const saved = await save(user, sent);
    const read = await ctx.get(PROFILE, user.headers());

    expect(contentOf(saved)).toEqual(sent);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(styleProfileSchema.parse(await readJson(read))).toEqual(saved);
    const stranger = await ctx.consentedUser();
    const strangers = await ctx.get(PROFILE, stranger.headers());
    expect(strangers.status).toBe(404);
    expect(await readJson(strangers)).toEqual({ code: 'NOT_FOUND', message: PROFILE_MESSAGES.notFound });
  });

  test('When the same analysis is saved again with new edits, then the one profile is updated', async () => {
    const user = await ctx.consentedUser();
    const first = await save(user, profileContent(1));
    const edited = {
      ...profileContent(1, 5),
      brandEdits: { brandStatement: 'Quiet confidence, rewritten' },
      tier: 'luxury',
    };

    const second = await save(user, edited);

    expect(second.id).toBe(first.id);
    expect(second.createdAt).toBe(first.createdAt);
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    const read = styleProfileSchema.parse(await readJson(await ctx.get(PROFILE, user.headers())));
    expect(read.brandEdits).toEqual({ brandStatement: 'Quiet confidence, rewritten' });
    expect(read.savedLooks).toHaveLength(5);
    expect(read.tier).toBe('luxury');
    expect(await profileRows(user.id)).toHaveLength(1);
  });

  test('When an analysis has no generation time, then its archetype and season tell it apart', async () => {
    const user = await ctx.consentedUser();
    const undated = (archetype: string, brandStatement: string) => {
      const content = profileContent(1);
      const { generatedAt: _dropped, ...analysis } = content.analysis;
      return {
        ...content,
        analysis: { ...analysis, styleArchetype: archetype },
        brandEdits: { brandStatement },
      };
    };

    const a = await save(user, undated('The Sage', 'first'));
    const again = await save(user, undated('The Sage', 'second'));
    const b = await save(user, undated('The Maverick', 'third'));

    expect(again.id).toBe(a.id);
    expect(b.id).not.toBe(a.id);
    expect(await profileRows(user.id)).toHaveLength(2);
  });

  test('When seven analyses are saved, then the history holds the 5 newest, newest first, and the oldest rows are deleted', async () => {
    const user = await ctx.consentedUser();
    const other = await ctx.consentedUser();
    await save(other, profileContent(1));
    const saved: StyleProfile[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) saved.push(await save(user, profileContent(n)));

    const entries = await history(user);

    expect(entries.map((entry) => entry.id)).toEqual(
      saved
        .slice(2)
        .reverse()
        .map((profile) => profile.id),
    );
    expect(entries.map((entry) => entry.archetype)).toEqual(
      [7, 6, 5, 4, 3].map((n) => `The Grounded Mentor ${n}`),
    );
    expect(entries.every((entry) => entry.season === 'Soft Summer')).toBe(true);
    expect(entries.map((entry) => entry.current)).toEqual([true, false, false, false, false]);
    const [count] = await ctx.sql<{ count: string }>(
      'SELECT count(*) FROM profiles.profiles WHERE user_id = $1',
      [user.id],
    );
    expect(Number(count!.count)).toBe(STYLE_PROFILE_HISTORY_LIMIT);
    expect((await profileRows(user.id)).map((row) => row.id)).not.toContain(saved[0]!.id);
    expect(await profileRows(other.id)).toHaveLength(1);
  });

  test('When an old analysis is restored, then it becomes current; saving it again updates it', async () => {
    const user = await ctx.consentedUser();
    const old = await save(user, profileContent(1));
    await save(user, profileContent(2));

    const restored = await ctx.post(restorePath(old.id), undefined, user.headers());

    expect(restored.status).toBe(200);
    expect(restored.headers.get('cache-control')).toBe('private, no-store');
    expect(styleProfileSchema.parse(await readJson(restored))).toEqual(old);
    expect(styleProfileSchema.parse(await readJson(await ctx.get(PROFILE, user.headers()))).id).toBe(old.id);
    expect((await history(user)).map((entry) => [entry.id, entry.current])).toEqual([
      [expect.any(String), false],
      [old.id, true],
    ]);
    const resaved = await save(user, { ...profileContent(1), tier: 'mid' });
    expect(resaved.id).toBe(old.id);
    expect(await profileRows(user.id)).toHaveLength(2);
  });

  test("When another user's id is restored, or an id that does not exist or parse, then 404 and nothing changes", async () => {
    const owner = await ctx.consentedUser();
    const theirs = await save(owner, profileContent(1));
    await save(owner, profileContent(2));
    const intruder = await ctx.consentedUser();
    const mine = await save(intruder, profileContent(3));
    const before = await ctx.sql('SELECT id, current_since FROM profiles.profiles ORDER BY id');

    for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
      const res = await ctx.post(restorePath(id), undefined, intruder.headers());
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({
        code: 'NOT_FOUND',
        message: PROFILE_MESSAGES.historyEntryNotFound,
      });
    }

    expect(await ctx.sql('SELECT id, current_since FROM profiles.profiles ORDER BY id')).toEqual(before);
    expect(styleProfileSchema.parse(await readJson(await ctx.get(PROFILE, intruder.headers()))).id).toBe(
      mine.id,
    );
    expect((await history(owner))[0]!.current).toBe(true);
  });

  test('When the tables are read with SQL, then no column holds the archetype, season, ZIP, edits or saved looks', async () => {
    const user = await ctx.consentedUser();
    const content = profileContent(1);
    await save(user, {
      ...content,
      brandEdits: { brandStatement: 'Xylophone cerulean manifesto' },
      savedLooks: [{ look: 'boardroomQuasar', savedAt: '2026-11-23T08:00:00.000Z' }],
    });
    await save(user, profileContent(2));
    const secrets = [
      content.analysis.styleArchetype,
      'Grounded Mentor',
      'Soft Summer',
      content.answers!.zipCode!,
      'Xylophone cerulean manifesto',
      'boardroomQuasar',
      content.analysis.generatedAt!,
    ];

    const rows = [
      ...(await ctx.sql<Record<string, unknown>>('SELECT * FROM profiles.profiles')),
      ...(await ctx.sql<Record<string, unknown>>('SELECT * FROM profiles.consents')),
    ];

    expect(rows).toHaveLength(3);
    for (const row of rows)
      for (const value of Object.values(row))
        for (const secret of secrets) {
          const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value);
          expect([secret, text.includes(secret)]).toEqual([secret, false]);
        }
    const [profile] = await ctx.sql<{ key_id: string; nonce: Buffer; auth_tag: Buffer }>(
      'SELECT key_id, nonce, auth_tag FROM profiles.profiles LIMIT 1',
    );
    expect(profile).toMatchObject({ key_id: TEST_KEY_ID });
    expect(profile!.nonce).toHaveLength(12);
    expect(profile!.auth_tag).toHaveLength(16);
    expect(await ctx.columns('profiles', 'profiles')).toEqual(
      ['current_since', ...SEALED_ROW_COLUMNS].sort(),
    );
  });

  test('When a row is moved to another user with SQL, then it does not open for them: skipped and logged, never a 500', async () => {
    const victim = await ctx.consentedUser();
    const thief = await ctx.consentedUser();
    const stolen = await save(victim, profileContent(1));

    await ctx.sql('UPDATE profiles.profiles SET user_id = $1 WHERE id = $2', [thief.id, stolen.id]);

    const read = await ctx.get(PROFILE, thief.headers());
    expect(read.status).toBe(404);
    expect(await readJson(read)).toEqual({ code: 'NOT_FOUND', message: PROFILE_MESSAGES.notFound });
    expect(await history(thief)).toEqual([]);
    const restore = await ctx.post(restorePath(stolen.id), undefined, thief.headers());
    expect(restore.status).toBe(404);
    expect(ctx.errors.join('\n')).toContain(stolen.id);
    expect(ctx.errors.join('\n')).toContain('style profile cannot be decrypted');
  });

  test('When a sealed row is tampered with, then the previous profile is shown instead', async () => {
    const user = await ctx.consentedUser();
    const older = await save(user, profileContent(1));
    const newer = await save(user, profileContent(2));

    await ctx.sql(
      "UPDATE profiles.profiles SET ciphertext = overlay(ciphertext placing '\\x00'::bytea from 5 for 1) WHERE id = $1",
      [newer.id],
    );

    const read = await ctx.get(PROFILE, user.headers());
    expect(read.status).toBe(200);
    expect(styleProfileSchema.parse(await readJson(read)).id).toBe(older.id);
    expect((await history(user)).map((entry) => entry.id)).toEqual([older.id]);
  });

  test('When ten identical saves of a new analysis arrive at once, then one row is written', async () => {
    const user = await ctx.consentedUser();
    await save(user, profileContent(1));
    // Hold the profiles table so all ten are inside their transactions before any reads it: without
    // the consent lock they would all find no row of this analysis and each insert one.
    const blocker = new pg.Client({ connectionString: ctx.database.databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE profiles.profiles IN ACCESS EXCLUSIVE MODE');

    const pending = Promise.all(
      Array.from({ length: 10 }, () => ctx.put(PROFILE, profileContent(2), user.headers())),
    );
    await waitForLockWaiters(10);
    await blocker.query('COMMIT');
    await blocker.end();
    const answers = await pending;

    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const ids = new Set(
      await Promise.all(answers.map(async (res) => styleProfileSchema.parse(await readJson(res)).id)),
    );
    expect(ids.size).toBe(1);
    expect(await profileRows(user.id)).toHaveLength(2);
  });

  test.each([
    ['the analysis is missing', () => ({ ...profileContent(1), analysis: undefined }), 'analysis'],
    ['there are 51 saved looks', () => profileContent(1, 51), 'savedLooks'],
    [
      'a brand edit names an unknown field',
      () => ({ ...profileContent(1), brandEdits: { shoeSize: 'eleven' } }),
      'brandEdits',
    ],
  ])('When %s, then 400 names the field and nothing is written', async (_case, body, field) => {
    const user = await ctx.consentedUser();

    const res = await ctx.put(PROFILE, body(), user.headers());

    expect(res.status).toBe(400);
    const answer = await readJson(res);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.issues.map((issue: { path: string }) => issue.path.split('.')[0])).toContain(field);
    expect(await profileRows(user.id)).toHaveLength(0);
  });

  test('When the body is over 512 kB or not JSON, then a 4xx JSON answer and nothing is written', async () => {
    const user = await ctx.consentedUser();
    const huge = { ...profileContent(1), padding: 'x'.repeat(600 * 1024) };

    const tooLarge = await ctx.put(PROFILE, huge, user.headers());
    const broken = await ctx.put(PROFILE, '{"analysis":', user.headers());

    expect(tooLarge.status).toBe(413);
    expect((await readJson(tooLarge)).code).toBe('PAYLOAD_TOO_LARGE');
    expect(broken.status).toBe(400);
    expect((await readJson(broken)).code).toBe('MALFORMED_JSON');
    expect(await profileRows(user.id)).toHaveLength(0);
  });

  test('When a full profile is measured, then it fits the body limit with room to spare', () => {
    const full = profileContent(1, 50);
    const bytes = Buffer.byteLength(JSON.stringify(styleProfileContentSchema.parse(full)));

    expect(bytes).toBeLessThan(256 * 1024);
  });
});
