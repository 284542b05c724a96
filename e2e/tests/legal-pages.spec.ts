import { expect, test } from '@playwright/test';
import { useDatabase } from '../database';
import { e2eDatabaseUrl } from '../e2e-env';

test.describe('terms', () => {
  test("When a visitor opens /terms, then the ten sections show with today's date", async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Terms/i);
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await expect(page.getByText(today)).toBeVisible();
    const sections = page.locator('main h2');
    await expect(sections).toHaveCount(10);
    for (const topic of [
      /acceptance/i,
      /service/i,
      /data/i,
      /AI/i,
      /responsibilit/i,
      /liabilit/i,
      /intellectual property/i,
      /availability/i,
      /changes/i,
      /contact/i,
    ]) {
      await expect(sections.filter({ hasText: topic }).first()).toBeVisible();
    }
    await expect(page.getByText(/Virginia/).first()).toBeVisible();
  });
});

test.describe('privacy inquiry', () => {
  const db = useDatabase(e2eDatabaseUrl());

  const rowsFor = async (email: string) =>
    (
      await db().query('SELECT email, subject, message FROM privacy.privacy_inquiries WHERE email = $1', [
        email,
      ])
    ).rows;

  test('When a visitor submits a valid inquiry, then the success alert shows, the form clears and the inquiry is stored', async ({
    page,
  }) => {
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto('/privacy');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('combobox', { name: 'Inquiry type' }).click();
    await page.getByRole('option', { name: 'Data Deletion Request' }).click();
    await page.getByLabel('Message').fill('Please delete the profile saved under this address.');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expect(
      page.getByText(
        'Your privacy inquiry has been submitted successfully. We will respond within 2 business days.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    expect(await rowsFor(email)).toEqual([
      { email, subject: 'deletion', message: 'Please delete the profile saved under this address.' },
    ]);
  });

  test('When the form is incomplete, then the field errors show and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/privacy-inquiry')) sent.push(request.url());
    });
    await page.goto('/privacy');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText(/valid email/i)).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('When a client posts an invalid inquiry through the gateway, then 400 lists the field issues and nothing is stored', async ({
    request,
  }) => {
    const email = `bad-${Date.now()}@example.com`;
    const res = await request.post('/api/privacy-inquiry', {
      data: { email, subject: 'gossip', message: '' },
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['message', 'subject']);
    expect(await rowsFor(email)).toEqual([]);
  });
});

test.describe('not found', () => {
  test('When a visitor opens an unknown route, then the Page Not Found page shows with a hint', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('/no-such-page')).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
