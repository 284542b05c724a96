/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Redis } from 'ioredis';
import { useDatabase } from '../database';
import { e2eDatabaseUrl } from '../e2e-env';
import { answerEveryStepAsArchitect, toastText } from './support/onboarding';

/**
 * Issue 20's promise, the way a new user meets it: what they make of their analysis is kept by their
 * account, not by one browser. Onboarding → sign up with "Save my style profile" → edit a brand field
 * and save a look → a fresh browser (another device) signs in and sees the same analysis, the edit and
 * the saved look; the edit outlives the brand cache. And a visitor who never signs in leaves no row in
 * any schema.
 */

const db = useDatabase(e2eDatabaseUrl());
const PASSWORD = 'tailored-navy-blazer';
const MY_STATEMENT = 'I design homes people can afford to love — and I say it plainly, in my own words.';
const header = (page: Page) =>
  page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });

async function openAccount(page: Page, name: RegExp | string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: 'Account Access' });
}

async function signIn(page: Page, email: string) {
  const dialog = await openAccount(page, 'Login');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastText(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Account Access' })).toBeHidden();
}

async function brandStatement(page: Page) {
  await page.getByRole('tab', { name: 'Personal Branding', exact: true }).click();
  return page.getByRole('tabpanel');
}

/** Row counts of every table in every schema of the product's database. */
async function rowCounts(): Promise<Map<string, number>> {
  const tables = await db().query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        AND table_name <> '_prisma_migrations'`,
  );
  const counts = new Map<string, number>();
  for (const { schema, name } of tables.rows) {
    const { rows } = await db().query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}"."${name}"`);
    counts.set(`${schema}.${name}`, Number(rows[0]!.n));
  }
  return counts;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

test('When a new user signs up with consent, edits their brand and saves a look, then another browser signing in sees all of it, even after the brand cache expires', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `profile-${Date.now()}@example.com`;

  // ── Device 1: onboarding as a visitor ──
  const first = await newPage(browser);
  let page = first.page;
  await page.goto('/onboarding');
  await answerEveryStepAsArchitect(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  const archetype = await page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('uniform.analysis.v1') ?? '{}') as { styleArchetype?: string })
        .styleArchetype,
  );
  expect(archetype).toBeTruthy();
  await expect(header(page).getByText(archetype!, { exact: true })).toBeVisible();

  // ── Sign up with "Save my style profile": the toast is only shown once the profile is saved ──
  const dialog = await openAccount(page, 'Login');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Save my style profile').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastText(page, 'Your profile has been saved successfully.')).toBeVisible();
  const [user] = (await db().query<{ id: string }>('SELECT id FROM auth.users WHERE email = $1', [email]))
    .rows;
  const profileRows = async () =>
    (
      await db().query<{ n: string }>('SELECT count(*) AS n FROM profiles.profiles WHERE user_id = $1', [
        user!.id,
      ])
    ).rows[0]!.n;
  await expect.poll(profileRows).toBe('1');

  // ── Edit a brand field, save a look ──
  let panel = await brandStatement(page);
  await panel.getByRole('button', { name: 'Edit Brand statement' }).click();
  await panel.getByRole('textbox', { name: 'Brand statement' }).fill(MY_STATEMENT);
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText(MY_STATEMENT)).toBeVisible();

  await page.getByRole('tab', { name: 'Lookbook', exact: true }).click();
  panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'View details of Investor Pitch Power' }).click();
  const look = page.getByRole('dialog', { name: 'Investor Pitch Power' });
  await look.getByRole('button', { name: 'Save Look' }).click();
  await expect(toastText(page, 'Look saved')).toBeVisible();
  await look.getByRole('button', { name: 'Close' }).click();
  await expect(look).toBeHidden();
  const savedLooks = panel.getByRole('region', { name: 'Saved looks' });
  await expect(savedLooks.getByText('Investor Pitch Power')).toBeVisible();
  // Saved to the account, not only to this browser: the Save Profile button says so.
  await expect(header(page).getByRole('button', { name: /Saved/ })).toBeVisible({ timeout: 15_000 });

  // What the database holds is sealed: none of the user's words in clear in any column.
  const rows = await db().query<Record<string, unknown>>(
    'SELECT * FROM profiles.profiles WHERE user_id = $1',
    [user!.id],
  );
  const dump = JSON.stringify(rows.rows.map((row) => Object.values(row).map((v) => String(v))));
  expect(dump).not.toContain('afford to love');
  expect(dump).not.toContain(archetype!);
  await first.context.close();

  // ── Device 2: a fresh browser signs in ──
  const second = await newPage(browser);
  page = second.page;
  await page.goto('/dashboard');
  await signIn(page, email);
  await expect(header(page).getByText(archetype!, { exact: true })).toBeVisible({ timeout: 15_000 });
  panel = await brandStatement(page);
  await expect(panel.getByText(MY_STATEMENT)).toBeVisible();
  await page.getByRole('tab', { name: 'Lookbook', exact: true }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('region', { name: 'Saved looks' }).getByText('Investor Pitch Power'),
  ).toBeVisible();

  // ── The generated brand expires from the cache: the user's wording does not ──
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    let cursor = '0';
    let expired = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', '*personal-brand*', 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) expired += await redis.del(...keys);
    } while (cursor !== '0');
    expect(expired).toBeGreaterThan(0);
  } finally {
    redis.disconnect();
  }
  await page.reload();
  panel = await brandStatement(page);
  await expect(panel.getByText(MY_STATEMENT)).toBeVisible({ timeout: 15_000 });

  // ── The account menu: readable by everyone, and withdrawing consent deletes what was kept ──
  const account = await openAccount(page, new RegExp(email.split('@')[0]!));
  const keep = account.getByRole('switch', { name: 'Save my style profile' });
  await expect(keep).toHaveAttribute('aria-checked', 'true');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await keep.click();
  await account.getByRole('button', { name: 'Delete my saved profiles' }).click();
  await expect(keep).toHaveAttribute('aria-checked', 'false');
  await expect.poll(profileRows).toBe('0');
  const consents = await db().query('SELECT 1 FROM profiles.consents WHERE user_id = $1', [user!.id]);
  expect(consents.rowCount).toBe(0);
  await second.context.close();
});

test('When a visitor goes through onboarding and the dashboard without signing in, then no table of any schema gains a row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await rowCounts();
  expect(before.has('profiles.profiles')).toBe(true);

  await page.goto('/onboarding');
  await answerEveryStepAsArchitect(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  for (const tab of ['Color Analysis', 'Regional Brands', 'Lookbook', 'Personal Branding']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
  const panel = await brandStatement(page);
  await panel.getByRole('button', { name: 'Edit Brand statement' }).click();
  await panel.getByRole('textbox', { name: 'Brand statement' }).fill(MY_STATEMENT);
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText(MY_STATEMENT)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  const after = await rowCounts();
  const grown = [...after].filter(([table, n]) => n > (before.get(table) ?? 0));
  expect(grown, 'tables that gained rows during a visitor journey').toEqual([]);
});
