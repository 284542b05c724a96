import {
  MEDITATION_MESSAGES,
  meditationEntryResponseSchema,
  meditationEntrySchema,
  meditationHistoryResponseSchema,
} from '@uniform/contracts';
import {
  describeWithInfra,
  readJson,
  SEALED_ROW_COLUMNS,
  useStarted,
  type SignedInUser,
} from '@uniform/test-kit';
import { startMeditation, TEST_KEY_ID, type MeditationContext } from './support/meditation-context';

jest.setTimeout(30_000);

describeWithInfra('meditation entries', () => {
  let ctx: MeditationContext;
  useStarted(async () => (ctx = await startMeditation()));
  afterEach(() => ctx.database.truncate());

  const entry = (entryDate: string, journalResponse = `Reflection of ${entryDate}`) => ({
    entryDate,
    theme: 'Stillness Before Strategy',
    journalResponse,
  });
  const saveEntry = (user: SignedInUser, entryDate: string, journalResponse?: string) =>
    ctx.post('/api/meditation-entry', entry(entryDate, journalResponse), user.headers());

  test('When signed out, then every entry call is a 401 with the spec message', async () => {
    const calls = [
      ctx.get('/api/meditation-entry?date=2026-11-23'),
      ctx.post('/api/meditation-entry', entry('2026-11-23')),
      ctx.get('/api/meditation-history'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await readJson(res)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: MEDITATION_MESSAGES.signInRequired,
      });
    }
  });

  test('When the identity headers are forged, then the caller is not signed in', async () => {
    const user = ctx.newUser();
    const forged = { ...user.headers(), 'x-internal-signature': 'not-the-gateway' };
    const res = await ctx.get('/api/meditation-history', forged);
    expect(res.status).toBe(401);
  });

  test('When an entry is saved, then it reads back exactly for that date only', async () => {
    const user = ctx.newUser();
    const text = '  Line one\n\nLine two — with “quotes” and émojis 🌿  ';
    const saved = await saveEntry(user, '2026-11-23', text);
    expect(saved.status).toBe(200);
    const savedBody = meditationEntrySchema.parse(await readJson(saved));
    expect(savedBody).toMatchObject({ entryDate: '2026-11-23', journalResponse: text });

    const read = await ctx.get('/api/meditation-entry?date=2026-11-23', user.headers());
    expect(meditationEntryResponseSchema.parse(await readJson(read))).toEqual(savedBody);

    const otherDay = await ctx.get('/api/meditation-entry?date=2026-11-22', user.headers());
    expect(otherDay.status).toBe(200);
    expect(await readJson(otherDay)).toBeNull();

    const stranger = ctx.newUser();
    const strangerRead = await ctx.get('/api/meditation-entry?date=2026-11-23', stranger.headers());
    expect(await readJson(strangerRead)).toBeNull();
  });

  test('When the same date is saved again, then the one entry is updated', async () => {
    const user = ctx.newUser();
    const first = meditationEntrySchema.parse(
      await readJson(await saveEntry(user, '2026-11-23', 'first draft')),
    );
    const second = meditationEntrySchema.parse(
      await readJson(
        await ctx.post(
          '/api/meditation-entry',
          { ...entry('2026-11-23', 'second thoughts'), theme: 'First Things First' },
          user.headers(),
        ),
      ),
    );
    expect(second.id).toBe(first.id);
    expect(second.createdAt).toBe(first.createdAt);
    const read = meditationEntrySchema.parse(
      await readJson(await ctx.get('/api/meditation-entry?date=2026-11-23', user.headers())),
    );
    expect(read).toMatchObject({ journalResponse: 'second thoughts', theme: 'First Things First' });
    const rows = await ctx.sql<{ count: string }>('SELECT count(*) FROM meditation.entries');
    expect(rows[0]!.count).toBe('1');
  });

  test('When seven days are written, then history lists the 5 latest dates, newest first, and only mine', async () => {
    const user = ctx.newUser();
    const dates = [
      '2026-11-20',
      '2026-11-18',
      '2026-11-23',
      '2026-11-17',
      '2026-11-21',
      '2026-11-19',
      '2026-11-22',
    ];
    for (const date of dates) await saveEntry(user, date);
    await saveEntry(ctx.newUser(), '2026-11-24', 'not mine');

    const res = await ctx.get('/api/meditation-history', user.headers());
    const history = meditationHistoryResponseSchema.parse(await readJson(res));
    expect(history.map((e) => e.entryDate)).toEqual([
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
    ]);
    expect(history[0]!.journalResponse).toBe('Reflection of 2026-11-23');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('When the row is read with SQL, then only ciphertext, a nonce and the key id are stored', async () => {
    const user = ctx.newUser();
    const secret = 'My secret reflection about the board meeting';
    await saveEntry(user, '2026-11-23', secret);
    await saveEntry(user, '2026-11-23', secret);

    const rows = await ctx.sql<{ key_id: string; nonce: Buffer; ciphertext: Buffer; auth_tag: Buffer }>(
      'SELECT key_id, nonce, ciphertext, auth_tag FROM meditation.entries WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.key_id).toBe(TEST_KEY_ID);
    expect(row!.nonce).toHaveLength(12);
    expect(row!.auth_tag).toHaveLength(16);
    const allRows = await ctx.sql<Record<string, unknown>>('SELECT * FROM meditation.entries');
    for (const plain of ['secret reflection', 'board meeting', 'Stillness']) {
      expect(row!.ciphertext.includes(Buffer.from(plain, 'utf8'))).toBe(false);
      for (const value of Object.values(allRows[0]!))
        expect(
          Buffer.isBuffer(value) ? value.includes(Buffer.from(plain)) : String(value).includes(plain),
        ).toBe(false);
    }
    expect(await ctx.columns('meditation', 'entries')).toEqual(['entry_date', ...SEALED_ROW_COLUMNS].sort());
  });

  test('When a saved nonce changes on every write, then re-saving never reuses one', async () => {
    const user = ctx.newUser();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await saveEntry(user, '2026-11-23', 'same words');
      const [row] = await ctx.sql<{ nonce: Buffer }>('SELECT nonce FROM meditation.entries');
      nonces.add(row!.nonce.toString('hex'));
    }
    expect(nonces.size).toBe(3);
  });

  test('When the response is empty, only whitespace or too long, then 400 with the reason', async () => {
    const user = ctx.newUser();
    for (const journalResponse of ['', '   \n\t ']) {
      const res = await saveEntry(user, '2026-11-23', journalResponse);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await readJson(res))).toContain(MEDITATION_MESSAGES.emptyResponse);
    }
    const long = await saveEntry(user, '2026-11-23', 'x'.repeat(20_001));
    expect(long.status).toBe(400);
    expect(JSON.stringify(await readJson(long))).toContain(MEDITATION_MESSAGES.tooLong);
    const max = await saveEntry(user, '2026-11-23', 'x'.repeat(20_000));
    expect(max.status).toBe(200);
    const badDate = await ctx.get('/api/meditation-entry?date=2026-13-45', user.headers());
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(await readJson(badDate))).toContain('Use a date like 2026-11-23');
  });
});
