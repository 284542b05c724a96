import { expect, test, type Page } from '@playwright/test';
import { E2E_OIDC_ORIGIN } from '../support/oidc-provider';

/**
 * Sign-in with Google and with Microsoft (issue 21) in the browser: the account dialog's button, the
 * provider's own login page (the test kit's loopback OpenID provider, see support/oidc-provider.ts),
 * and back in the app signed in. Each run signs in as a new person (the e2e database keeps accounts).
 */
const toastText = (page: Page, text: string) => page.locator('li').filter({ hasText: text });

const cases = [
  { provider: 'Google', path: 'google' },
  { provider: 'Microsoft', path: 'microsoft' },
] as const;

for (const { provider, path } of cases) {
  test(`When a visitor continues with ${provider} and signs in there, then they are back on the page signed in, with their name in the bar`, async ({
    page,
  }) => {
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/terms');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Access' });

    await dialog.getByRole('link', { name: `Continue with ${provider}` }).click();

    await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC_ORIGIN}/interaction/${path}/`));
    await page.getByLabel('Subject').fill(`${path}-e2e-${stamp}`);
    await page.getByLabel('Email', { exact: true }).fill(`${path}-${stamp}@example.com`);
    await page.getByLabel('First name').fill('Katherine');
    await page.getByLabel('Last name').fill(provider === 'Google' ? 'Johnson' : 'Goble');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/terms$/);
    await expect(toastText(page, `You're signed in with ${provider}.`)).toBeVisible();
    const name = `Katherine ${provider === 'Google' ? 'Johnson' : 'Goble'}`;
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
  });
}

test('When the visitor cancels at the provider, then the app says so and they stay signed out', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Account Access' })
    .getByRole('link', { name: 'Continue with Google' })
    .click();

  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(toastText(page, 'Sign-in was canceled at the provider.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});
