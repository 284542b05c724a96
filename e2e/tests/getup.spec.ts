/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import twilio from 'twilio';
import { SMS_MESSAGES, buildAnalysisFixture, buildAnswersFixture } from '@uniform/contracts';
import { buildAnalysis } from '@uniform/style-engine';
import { E2E_TWILIO_AUTH_TOKEN, e2eDatabaseUrl } from '../e2e-env';

/** Where frontend/src/shared/lib/analysis-store.ts keeps the visitor's analysis. */
const ANALYSIS_KEY = 'uniform.analysis.v1';

/** A toast, by CSS: while the dialog is open Radix hides the rest from the accessibility tree. */
const toastText = (page: Page, text: string) => page.locator('li').filter({ hasText: text });

const withAnalysis = (page: Page) =>
  page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    ANALYSIS_KEY,
    JSON.stringify(buildAnalysisFixture()),
  ] as const);

const description = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null);

test('When a visitor opens /getup, then the landing shows its parts and its title and description are restored on leave', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle(/Terms of Service/);
  const termsTitle = await page.title();
  const termsDescription = await description(page);

  await page.goto('/getup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getup');
  await expect(page).toHaveTitle(/Getup/);
  expect(await description(page)).toContain('7 AM');
  await expect(page.getByRole('navigation', { name: 'Getup' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'How Getup works' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Subscribe');
  await expect(steps.nth(1)).toContainText('Get your challenge');
  await expect(steps.nth(2)).toContainText('Compete with friends');
  const sample = page.getByRole('figure', { name: 'Sample Getup message' });
  for (const part of ['Vibe:', 'Color hero:', 'Anchor piece:', 'Style tip:'])
    await expect(sample).toContainText(part);
  await expect(page.getByRole('button', { name: 'Start Your Daily Getup' })).toHaveCount(2);
  await expect(
    page.getByText('Prompts are sent at 7 AM local time. Getup is free. Reply STOP'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Terms' }).last().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page).toHaveTitle(termsTitle);
  expect(await description(page)).toBe(termsDescription);
});

test('When a visitor subscribes in the dialog, then errors show inline, success toasts and the dialog closes; unsubscribe toasts', async ({
  page,
}) => {
  await withAnalysis(page);
  await page.goto('/getup');
  await page.getByRole('button', { name: 'Start Your Daily Getup' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Daily Getup' });
  const phone = dialog.getByLabel('Mobile phone number');

  await dialog.getByRole('button', { name: 'Start My Daily Getup' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SMS_MESSAGES.subscribeEmpty);

  await phone.pressSequentially('80055501239999');
  await expect(phone).toHaveValue('(800) 555-0123');
  await dialog.getByRole('button', { name: 'Start My Daily Getup' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SMS_MESSAGES.cannotReceive);

  const digits = `21255501${String(Math.floor(Math.random() * 90) + 10)}`;
  await phone.fill('');
  await phone.pressSequentially(digits);
  await dialog.getByRole('button', { name: 'Start My Daily Getup' }).click();
  await expect(toastText(page, 'Success!')).toBeVisible();
  // Double opt-in: the number is texted once and Getup starts only when its owner replies YES.
  const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  await expect(dialog.getByRole('status', { name: 'Getup subscription result' })).toContainText(
    `Almost there! We texted ${formatted} — reply YES to start your 7 AM Getup.`,
  );
  // The close callback fires 2 seconds after success.
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  await page.getByRole('button', { name: 'Start Your Daily Getup' }).last().click();
  const again = page.getByRole('dialog', { name: 'Start Your Daily Getup' });
  await again.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(toastText(page, 'Phone Number Required')).toBeVisible();
  await again.getByLabel('Mobile phone number').pressSequentially(digits);
  await again.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(toastText(page, "You've been unsubscribed from Getup.")).toBeVisible();
  await expect(again.getByRole('status', { name: 'Getup subscription result' })).toContainText(
    'Unsubscribed',
  );
});

test("When a visitor without an analysis subscribes with a ZIP, then the number waits in that ZIP's zone with general texts, and the questionnaire's analysis makes them personal through the kept token", async ({
  page,
}) => {
  await page.goto('/getup');
  await page.getByRole('button', { name: 'Start Your Daily Getup' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Daily Getup' });
  await expect(dialog.getByText('your prompts are general style tips')).toBeVisible();
  const digits = `21255502${String(Math.floor(Math.random() * 90) + 10)}`;
  const phone = `+1${digits}`;
  await dialog.getByLabel('Mobile phone number').pressSequentially(digits);
  await dialog.getByLabel('ZIP code (optional)').fill('80202');
  await expect(dialog.getByRole('button', { name: 'Start My Daily Getup' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Start My Daily Getup' }).click();
  await expect(toastText(page, 'Success!')).toBeVisible();

  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  const row = async () =>
    (
      await db.query<{ time_zone: string; time_zone_source: string; archetype: string }>(
        "SELECT time_zone, time_zone_source, style_facts->>'archetype' AS archetype FROM sms.subscribers WHERE phone = $1",
        [phone],
      )
    ).rows[0];
  try {
    expect(await row()).toEqual({ time_zone: 'America/Denver', time_zone_source: 'zip', archetype: '' });
    const kept = await page.evaluate(() => window.localStorage.getItem('uniform.getup.v1'));
    expect(JSON.parse(kept ?? 'null')).toEqual({ token: expect.any(String), personalizedFor: null });

    // The questionnaire's analysis arrives in this browser and the dashboard opens on it: the app sends
    // it with the kept token once.
    // The engine's own analysis: Getup keeps only the engine's words (an archetype it knows).
    const analysis = buildAnalysis(buildAnswersFixture({ zipCode: '80202' }));
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      ANALYSIS_KEY,
      JSON.stringify(analysis),
    ] as const);
    await page.goto('/dashboard');
    await expect
      .poll(async () => (await row())?.archetype, { timeout: 10_000 })
      .toBe(analysis.styleArchetype);
  } finally {
    await db.end();
    await page.request.post('/api/sms/unsubscribe', { data: { phoneNumber: phone } });
  }
});

test('When the page is 360 px wide, then nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/getup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getup');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('When the carrier posts a signed YES, STOP and START through the gateway, then Getup starts, stops and resumes; a forged post is refused and changes nothing', async ({
  request,
  baseURL,
}) => {
  const phone = `+1212555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const subscribed = await request.post('/api/sms/subscribe', {
    data: { phoneNumber: phone, analysis: buildAnalysisFixture() },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  expect(await subscribed.json()).toEqual(expect.objectContaining({ success: true, status: 'pending' }));

  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  const status = async () =>
    (await db.query<{ status: string }>('SELECT status FROM sms.subscribers WHERE phone = $1', [phone]))
      .rows[0]?.status;
  /** Twilio's incoming-message webhook: a form post signed over the public URL (the gateway's). */
  const inbound = (api: APIRequestContext, body: string, signWith = E2E_TWILIO_AUTH_TOKEN) => {
    const params = {
      AccountSid: 'AC00000000000000000000000000000000',
      From: phone,
      To: '+15005550006',
      Body: body,
    };
    const signature = twilio.getExpectedTwilioSignature(signWith, `${baseURL}/api/sms/inbound`, params);
    return api.post('/api/sms/inbound', {
      form: params,
      headers: { 'x-twilio-signature': signature },
      failOnStatusCode: false,
    });
  };
  try {
    // Only the number's own YES starts the daily texts.
    expect(await status()).toBe('pending');
    const yes = await inbound(request, 'yes');
    expect(yes.status()).toBe(200);
    expect(await yes.text()).toContain('your subscription is active');
    expect(await status()).toBe('active');

    const stop = await inbound(request, 'Stop');
    expect(stop.status()).toBe(200);
    expect(stop.headers()['content-type']).toContain('text/xml');
    expect(await status()).toBe('unsubscribed');

    const forged = await inbound(request, 'START', 'not-the-carrier-token');
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
    expect(await status()).toBe('unsubscribed');

    const start = await inbound(request, 'START');
    expect(start.status()).toBe(200);
    expect(await start.text()).toContain('welcome back');
    expect(await status()).toBe('active');
  } finally {
    await db.end();
  }
});
