import { expect, test, type Page } from '@playwright/test';

/** Toasts found by their list item (see accounts.spec.ts: the live region repeats the text). */
const toastText = (page: Page, text: string) => page.locator('li').filter({ hasText: text });

async function signUp(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Access' });
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog
    .getByLabel('Email')
    .fill(`journal-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('quiet-morning-pages');
  await dialog.getByLabel('First name (optional)').fill('Grace');
  await dialog.getByLabel('Save my style profile').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastText(page, 'Account created!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const localIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test('When a signed-in user writes and saves, then after a reload the entry and the history are there', async ({
  page,
}) => {
  await page.goto('/meditation');
  await expect(page.getByRole('heading', { level: 1, name: 'The Still Core' })).toBeVisible();
  await signUp(page);

  await expect(page.getByText('Your entries are securely encrypted and saved')).toBeVisible();
  const journal = page.getByRole('textbox', { name: /Your reflection/ });
  await expect(journal).toHaveAttribute('placeholder', 'Let your thoughts flow here...');
  const save = page.getByRole('button', { name: 'Save Entry' });
  await expect(save).toBeDisabled();
  await journal.fill('   ');
  await expect(save).toBeDisabled();

  const today =
    'Today I chose stillness before strategy. The board call went better because I listened first, and I want to remember how that felt.';
  await journal.fill(today);
  await save.click();
  await expect(toastText(page, 'Your meditation journal entry has been securely saved.')).toBeVisible();

  // An earlier date, chosen with the date picker, becomes a second entry.
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  await page.getByLabel('Entry date').fill(localIso(yesterday));
  await expect(journal).toHaveValue('');
  await journal.fill('Yesterday: grateful for a patient team.');
  await save.click();
  await expect(toastText(page, 'Entry Saved')).toBeVisible();

  await page.reload();
  await expect(journal).toHaveValue(today);
  const history = page.getByRole('list', { name: 'Recent entries, newest first' });
  await expect(page.getByRole('heading', { name: 'Your Meditation Journey' })).toBeVisible();
  const items = history.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(today.slice(0, 100));
  await expect(items.first()).not.toContainText(today.slice(100));
  await expect(items.nth(1)).toContainText('Yesterday: grateful for a patient team.');
  const shortDate = new Date().toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  await expect(items.first()).toContainText(shortDate);

  // Choosing a history entry opens its date.
  await items.nth(1).getByRole('button').click();
  await expect(journal).toHaveValue('Yesterday: grateful for a patient team.');
});

test('When a visitor opens the journal, then the day is readable, printing works and nothing can be saved', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.goto('/meditation');

  await expect(page.getByText('Receiving spiritual guidance...')).toBeHidden();
  for (const section of ['Meditation', 'CEO Action Step', 'Scripture Anchor', 'Journal Prompt'])
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  await expect(page.getByText(/Today's theme:/)).toBeVisible();
  await expect(page.locator('figure blockquote')).not.toBeEmpty();
  await expect(page.locator('figure figcaption').first()).toContainText('—');

  await expect(page.getByText('Sign in to save and access your meditation history')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Entry' })).toHaveCount(0);
  await expect(page.getByLabel('Entry date')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Meditation Journey' })).toHaveCount(0);

  await page.getByRole('textbox', { name: /Your reflection/ }).fill('A visitor can still write and print.');
  await page.getByRole('button', { name: 'Print Journal' }).click();
  await page.getByRole('button', { name: 'Export PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);

  // The print view hides the buttons and shows the footer line.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Journal' })).toBeHidden();
  await expect(page.getByText(/The Still Core · a daily meditation journal by Uniform/)).toBeVisible();
  const height = await page
    .getByRole('textbox', { name: /Your reflection/ })
    .evaluate((el) => getComputedStyle(el).minHeight);
  expect(height).toBe('300px');

  const api = await page.request.get('/api/meditation-history');
  expect(api.status()).toBe(401);
  expect((await api.json()).message).toBe('Please sign in to save your meditation entries.');
});

test('When the journal is opened on a 360 px phone, then nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/meditation');
  await expect(page.getByRole('heading', { name: 'Journal Prompt', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
