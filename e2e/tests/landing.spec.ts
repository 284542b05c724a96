import { expect, test } from '@playwright/test';

test('When a visitor lands on the home page, then the hero, the three steps, the samples and the footer are there, and the call to action starts onboarding', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your style is your strategy.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'From Identity to Image' })).toBeVisible();
  for (const step of ['Define Your Brand', 'AI Analysis', 'Your Uniform']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: "See What You'll Get" })).toBeVisible();
  for (const tier of ['$', '$-$$', '$$-$$$'])
    await expect(page.getByText(tier, { exact: true })).toBeVisible();
  await expect(page.getByText('© 2024 Uniform Style LLC')).toBeVisible();
  for (const link of ['About', 'Blog', 'Careers'])
    await expect(page.getByRole('contentinfo').getByRole('link', { name: link })).toBeVisible();

  await page.getByRole('link', { name: 'Discover Your Uniform' }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Build Your Style Profile' })).toBeVisible();
});
