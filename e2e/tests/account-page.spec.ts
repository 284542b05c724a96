import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@uniform/contracts';
import { toastText } from './support/onboarding';

/**
 * The account page (issue 21), the way a user meets it: sign up, open the page from the account menu,
 * change the names, change the password (another browser signed in before is signed out by it), sign
 * out everywhere, sign in again, then delete the account with the password, after which the account
 * is gone: signing in again fails like an unknown address.
 */

const FIRST_PASSWORD = 'tailored-navy-blazer';
const NEW_PASSWORD = 'charcoal-wool-overcoat';

const banner = (page: Page) => page.getByRole('banner');

async function openMenu(page: Page, name: RegExp | string) {
  await banner(page).getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: 'Account Access' });
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openMenu(page, 'Login');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

test('When a user manages their account on the account page, then each change holds, other browsers are signed out, and a deleted account cannot sign in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `account-page-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

  // ── Sign up in the UI ──
  await page.goto('/');
  const signUp = await openMenu(page, 'Login');
  await signUp.getByRole('tab', { name: 'Sign Up' }).click();
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await signUp.getByLabel('First name (optional)').fill('Grace');
  await signUp.getByLabel('Save my style profile').check();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastText(page, 'Account created!')).toBeVisible();
  await expect(signUp).toBeHidden();

  // ── A second browser, signed in before the password changes ──
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await signIn(otherPage, email, FIRST_PASSWORD);
  await expect(banner(otherPage).getByRole('button', { name: 'Grace' })).toBeVisible();

  // ── The account page, from the account menu ──
  const menu = await openMenu(page, 'Grace');
  await menu.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.locator('#email')).toContainText(email);
  await expect(page.locator('#billing')).toContainText(ACCOUNT_MESSAGES.noBilling);
  const sessions = page.locator('#sessions').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);

  // ── Names ──
  const details = page.locator('#details');
  await details.getByLabel('First name').fill('Ada');
  await details.getByLabel('Last name').fill('Lovelace');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Your name was saved.')).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
  await page.reload();
  await expect(page.locator('#details').getByLabel('First name')).toHaveValue('Ada');

  // ── Password: a wrong current one is refused beside the form, the right one ends other sessions ──
  const password = page.locator('#password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.wrongPassword);
  await password.getByLabel('Current password').fill(FIRST_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(/Other devices were signed out/)).toBeVisible();
  await expect(sessions).toHaveCount(1);

  await otherPage.reload();
  await expect(banner(otherPage).getByRole('button', { name: 'Login' })).toBeVisible();
  await other.close();

  // ── Sign out everywhere, with its confirm step ──
  await page.locator('#sessions').getByRole('button', { name: 'Sign out everywhere' }).click();
  const question = page.getByRole('group', { name: 'Sign out on every device?' });
  await question.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(toastText(page, 'Signed out everywhere')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('button', { name: 'Login' })).toBeVisible();

  // ── Signed out, the page asks to sign in ──
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sign in to see your account' })).toBeVisible();

  // ── Sign in again with the new password ──
  await signIn(page, email, NEW_PASSWORD);
  await expect(toastText(page, 'Welcome back!')).toBeVisible();
  await expect(page.locator('#details').getByLabel('First name')).toHaveValue('Ada');

  // ── Delete the account with the password ──
  await page.locator('#delete').getByRole('button', { name: 'Delete my account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deletion).toContainText('journal entries');
  await deletion.getByLabel('Your password').fill(NEW_PASSWORD);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toastText(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('button', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/auth/user', { failOnStatusCode: false })).status()).toBe(401);

  // ── The account is gone: signing in fails as for an unknown address ──
  const again = await signIn(page, email, NEW_PASSWORD);
  await expect(toastText(page, 'Sign in failed')).toBeVisible();
  await expect(toastText(page, AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await expect(again).toBeVisible();
});
