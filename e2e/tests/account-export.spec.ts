import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import twilio from 'twilio';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  GETUP_EXPORT_NOTE,
  accountExportSchema,
  buildAnalysisFixture,
  styleProfileSchema,
} from '@uniform/contracts';
import { E2E_TWILIO_AUTH_TOKEN } from '../e2e-env';
import { toastText } from './support/onboarding';

/**
 * "Download my data" (issue 21), the way a user meets it: sign up with consent, save a style profile,
 * write a journal entry and send a privacy inquiry from the account's own address, then download the
 * file from the account menu and find each of those in it, field by field, with nothing of anyone else.
 */

const PASSWORD = 'quiet-morning-pages';
const JOURNAL = 'I listened first today, and the board call went better for it.';
const INQUIRY = 'Please tell me everything you keep about me.';

const localIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function openAccount(page: Page, name: RegExp | string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: 'Account Access' });
}

test('When a user downloads their data, then the file holds their account, profile, journal entry, privacy inquiry and confirmed Getup number, field by field', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `export-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

  // ── Sign up with "Save my style profile" ──
  await page.goto('/meditation');
  const signUp = await openAccount(page, 'Login');
  await signUp.getByRole('tab', { name: 'Sign Up' }).click();
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('First name (optional)').fill('Grace');
  await signUp.getByLabel('Save my style profile').check();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastText(page, 'Account created!')).toBeVisible();
  await expect(signUp).toBeHidden();

  // ── A saved style profile (the browser's own call, with this session) ──
  // The dialog records consent with the profiles service once the account exists; wait for it.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/style-profile/consent')).json()) as { consent?: boolean })
          .consent,
    )
    .toBe(true);
  const analysis = buildAnalysisFixture({ styleArchetype: 'The Quiet Strategist' });
  const origin = new URL(page.url()).origin;
  const saved = await page.request.put('/api/style-profile', {
    headers: { origin },
    data: { analysis, brandEdits: { brandStatement: 'Calm authority, plainly said.' } },
  });
  expect(saved.status()).toBe(200);
  const profile = styleProfileSchema.parse(await saved.json());

  // ── A journal entry for today ──
  const journal = page.getByRole('textbox', { name: /Your reflection/ });
  await journal.fill(JOURNAL);
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(toastText(page, 'Your meditation journal entry has been securely saved.')).toBeVisible();

  // ── A privacy inquiry from the account's address, typed with capitals ──
  await page.goto('/privacy');
  const typedEmail = email.charAt(0).toUpperCase() + email.slice(1);
  await page.getByLabel('Email').fill(typedEmail);
  await page.getByRole('combobox', { name: 'Inquiry type' }).click();
  await page.getByRole('option', { name: 'Data Access Request' }).click();
  await page.getByLabel('Message').fill(INQUIRY);
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Your privacy inquiry has been submitted successfully.')).toBeVisible();

  // ── A Getup number subscribed while signed in, then confirmed by its own YES ──
  const phone = `+1212555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const subscribed = await page.request.post('/api/sms/subscribe', {
    headers: { origin },
    data: { phoneNumber: phone, analysis },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const yes = {
    AccountSid: 'AC00000000000000000000000000000000',
    From: phone,
    To: '+15005550006',
    Body: 'YES',
  };
  const confirmed = await page.request.post('/api/sms/inbound', {
    form: yes,
    headers: {
      'x-twilio-signature': twilio.getExpectedTwilioSignature(
        E2E_TWILIO_AUTH_TOKEN,
        `${baseURL}/api/sms/inbound`,
        yes,
      ),
    },
  });
  expect(confirmed.status()).toBe(200);

  // ── Download my data ──
  const account = await openAccount(page, /Grace/);
  const downloading = page.waitForEvent('download');
  await account.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`uniform-data-${today}.json`);
  const file = accountExportSchema.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));

  // ── The file, field by field ──
  expect(file.format).toBe(ACCOUNT_EXPORT_FORMAT);
  expect(file.version).toBe(ACCOUNT_EXPORT_VERSION);
  expect(file.exportedAt.slice(0, 10)).toBe(today);
  expect(file.account).toMatchObject({ email, firstName: 'Grace', lastName: null });
  expect(file.account.dataRetentionConsentAt).not.toBeNull();
  expect(file.signInProviders).toEqual([]);
  expect(file.styleProfiles.consent.consent).toBe(true);
  // The page may save the same analysis again as it syncs (a later updatedAt); the rest is as saved.
  expect(file.styleProfiles.profiles).toHaveLength(1);
  expect(file.styleProfiles.profiles[0]).toMatchObject({
    id: profile.id,
    createdAt: profile.createdAt,
    analysis: profile.analysis,
    brandEdits: profile.brandEdits,
  });
  expect(file.journal).toHaveLength(1);
  expect(file.journal[0]).toMatchObject({ entryDate: localIso(new Date()), journalResponse: JOURNAL });
  expect(file.privacyInquiries).toHaveLength(1);
  expect(file.privacyInquiries[0]).toMatchObject({ email: typedEmail, subject: 'access', message: INQUIRY });
  expect(file.getup.note).toBe(GETUP_EXPORT_NOTE);
  expect(file.getup.subscriptions).toHaveLength(1);
  expect(file.getup.subscriptions[0]).toMatchObject({
    phone,
    status: 'active',
    unsubscribedAt: null,
    deliveries: [],
  });
});

test('When nobody is signed in, then the export answers 401 JSON', async ({ request }) => {
  const res = await request.get('/api/account/export');

  expect(res.status()).toBe(401);
  expect((await res.json()).code).toBe('UNAUTHENTICATED');
});
