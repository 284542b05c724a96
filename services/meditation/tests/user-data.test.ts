import { journalExportSchema, MEDITATION_HISTORY_LIMIT } from '@uniform/contracts';
import { signIdentity, USER_DATA_PATH } from '@uniform/service-kit';
import { describeWithInfra, readJson, useStarted, type SignedInUser } from '@uniform/test-kit';
import { startMeditation, type MeditationContext } from './support/meditation-context';

jest.setTimeout(30_000);

describeWithInfra('GET /internal/user-data (the journal part of "Download my data")', () => {
  let ctx: MeditationContext;
  useStarted(async () => (ctx = await startMeditation()));
  afterEach(() => ctx.database.truncate());

  const saveEntry = async (user: SignedInUser, entryDate: string) => {
    const res = await ctx.post(
      '/api/meditation-entry',
      {
        entryDate,
        theme: `Theme of ${entryDate}`,
        journalResponse: `Only ${user.id} wrote this on ${entryDate}.`,
      },
      user.headers(),
    );
    expect(res.status).toBe(200);
  };

  test('When a user with more entries than the history shows asks, then every one of theirs comes back decrypted, newest first, and no one else’s', async () => {
    // Arrange: one more entry than "Your Meditation Journey" lists, and another user's entry.
    const ada = ctx.newUser();
    const grace = ctx.newUser();
    const dates = Array.from({ length: MEDITATION_HISTORY_LIMIT + 2 }, (_, i) => `2026-11-${String(10 + i)}`);
    for (const date of dates) await saveEntry(ada, date);
    await saveEntry(grace, '2026-11-12');

    // Act
    const res = await ctx.get(USER_DATA_PATH, ada.headers());

    // Assert
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const journal = journalExportSchema.parse(await readJson(res));
    expect(journal.map((entry) => entry.entryDate)).toEqual([...dates].reverse());
    expect(
      journal.every((entry) => entry.journalResponse === `Only ${ada.id} wrote this on ${entry.entryDate}.`),
    ).toBe(true);
    expect(journal[0]).toMatchObject({ theme: `Theme of ${dates.at(-1)}` });
  });

  test('When a user has no entries, then the part is an empty list', async () => {
    const res = await ctx.get(USER_DATA_PATH, ctx.newUser().headers());

    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual([]);
  });

  test('When nobody is signed in or the identity is forged, then 401 JSON and nothing is read', async () => {
    const ada = ctx.newUser();
    await saveEntry(ada, '2026-11-20');
    const forged = signIdentity(ada, 'not-the-internal-signing-secret-0123456789');

    for (const headers of [{}, forged]) {
      const res = await ctx.get(USER_DATA_PATH, headers);
      expect(res.status).toBe(401);
      expect((await readJson(res)).code).toBe('UNAUTHENTICATED');
    }
  });
});
