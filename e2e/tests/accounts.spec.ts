import { expect, test, type Page } from '@playwright/test';

/**
 * A toast, found by CSS rather than role: while the modal dialog is open, Radix hides everything
 * outside it from the accessibility tree (the toast is announced through its own live region), and
 * the announcement repeats the text, hence the list item.
 */
const toastText = (page: Page, text: string) => page.locator('li').filter({ hasText: text });

const openAccount = async (page: Page, name: RegExp | string) => {
  await page.getByRole('banner').getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: 'Account Access' });
};

test('When a visitor signs up, reloads, signs out and signs in again, then the nav follows each step', async ({
  page,
}) => {
  const email = `founder-${Date.now()}@example.com`;
  await page.goto('/terms');

  let dialog = await openAccount(page, 'Login');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('tailored-navy-blazer');
  await dialog.getByLabel('First name (optional)').fill('Ada');
  await dialog.getByLabel('Last name (optional)').fill('Lovelace');
  const create = dialog.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Save my style profile').check();
  await create.click();

  await expect(toastText(page, 'Account created!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();

  dialog = await openAccount(page, 'Ada Lovelace');
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toastText(page, "You've been signed out successfully.")).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  dialog = await openAccount(page, 'Login');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('tailored-navy-blazer');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastText(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
});

test('When the password is wrong, then the sign-in toast says so and the visitor stays signed out', async ({
  page,
}) => {
  await page.goto('/privacy');
  const dialog = await openAccount(page, 'Login');
  // A fresh address each run: failed sign-ins are throttled per account for 15 minutes in the shared Redis.
  await dialog.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('definitely-wrong-pass');
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(toastText(page, 'Sign in failed')).toBeVisible();
  await expect(toastText(page, 'Invalid email or password.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('When the menu is used on a phone-width screen, then choosing a link navigates and closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Still Core' }).click();

  await expect(page).toHaveURL(/\/meditation$/);
  await expect(menu).toBeHidden();
});
