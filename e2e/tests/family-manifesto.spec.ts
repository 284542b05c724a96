/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

/** A toast, by its list item (the live region repeats the text, so roles would match twice). */
const toastText = (page: Page, text: string) => page.locator('li').filter({ hasText: text });
const answerBox = (page: Page) => page.getByLabel('Your answer');
const guideMessages = (page: Page) => page.locator('[data-role="assistant"]');

const SECTIONS = ['Origins', 'Mission', 'Culture', 'Geography', 'Conflict', 'Legacy', 'Future'] as const;
const ANSWERS: Record<(typeof SECTIONS)[number], [string, string, string]> = {
  Origins: [
    'My grandparents came from Oaxaca and opened a bakery in San Antonio.',
    'The night the oven broke before Easter and the whole street lent us theirs.',
    'Faith, hard work and a stubborn sense of humour through every lean year.',
  ],
  Mission: [
    'To make every person at our table feel like they belong.',
    'The parish food pantry and the kids Dad coaches in Little League.',
    'That we showed up early, with bread, and stayed to clean up.',
  ],
  Culture: [
    'Saturday pancakes with the radio loud and everyone talking at once.',
    'Christmas Eve tamales with three generations in one kitchen.',
    'Honesty, generosity and courage',
  ],
  Geography: [
    'The hills outside Oaxaca and the little house on Guadalupe Street.',
    'Austin now, close enough to drive home for Sunday lunch.',
    'Home is wherever the bread is rising and someone is arguing about football.',
  ],
  Conflict: [
    'We get loud fast and then everyone goes quiet in a different room.',
    'Whoever cools down first makes coffee and brings it to the other person.',
    'We will never go to bed angry and never bring up old fights.',
  ],
  Legacy: [
    'A habit of generosity and the recipe book in Abuela’s handwriting.',
    'That pride costs more than an apology, every single time.',
    'That we laughed a lot, worked hard and kept the back door open.',
  ],
  Future: [
    'Opening a second bakery that the grandchildren help run.',
    'That each of us finds work we love and people who love us back.',
    'Keep the table long and the door open.',
  ],
};

/** Types an answer and sends it with Enter, then waits for the guide's reply. */
async function answer(page: Page, text: string) {
  const before = await guideMessages(page).count();
  await answerBox(page).fill(text);
  await answerBox(page).press('Enter');
  await expect(guideMessages(page)).toHaveCount(before + 1);
}

test.describe('family manifesto', () => {
  test('When a family talks through all seven sections, then the manifesto is written from their words and downloads as Markdown', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/family-manifesto');
    await expect(page.getByRole('heading', { level: 1, name: 'Family Manifesto' })).toBeVisible();
    for (const title of SECTIONS) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Start Your Manifesto' }).click();

    await expect(guideMessages(page).first()).toContainText("Let's begin with Origins");
    await expect(page.getByText('Section 1 of 7: Origins')).toBeVisible();
    await expect(answerBox(page)).toBeFocused();

    // Shift+Enter is a new line, not a send; an empty answer cannot be sent.
    const send = page.getByRole('button', { name: 'Send answer' });
    await expect(send).toBeDisabled();
    await answerBox(page).pressSequentially('Line one');
    await answerBox(page).press('Shift+Enter');
    await answerBox(page).pressSequentially('line two');
    await expect(answerBox(page)).toHaveValue('Line one\nline two');
    await expect(guideMessages(page)).toHaveCount(1);
    await answerBox(page).fill('   ');
    await answerBox(page).press('Enter');
    await expect(page.locator('[data-role="user"]')).toHaveCount(0);

    for (const [index, title] of SECTIONS.entries()) {
      await expect(page.getByText(`Section ${index + 1} of 7: ${title}`)).toBeVisible();
      const last = index === SECTIONS.length - 1;
      for (const text of ANSWERS[title].slice(0, last ? -1 : undefined)) await answer(page, text);
      if (last) {
        // The last answer completes the seventh section and the page moves on to the manifesto by itself.
        await answerBox(page).fill(ANSWERS[title][2]);
        await answerBox(page).press('Enter');
        break;
      }
      const completed = page.getByTestId('completed-sections').getByRole('listitem');
      await expect(completed).toHaveCount(index + 1);
      await expect(completed.nth(index)).toContainText(title);
      await expect(page.getByRole('progressbar', { name: 'Sections completed' })).toHaveAttribute(
        'aria-valuenow',
        String(index + 1),
      );
      // The written section reads the family's own words back in their voice.
      if (index === 0) await expect(completed.nth(0)).toContainText('Our grandparents came from Oaxaca');
    }
    // After the last section the manifesto is generated without a click.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Family Manifesto' })).toBeVisible();
    const manifesto = page.getByRole('article', { name: 'Family manifesto' });
    await expect(manifesto.getByRole('heading', { level: 1 })).toHaveText('Our Family Manifesto');
    await expect(manifesto.getByRole('heading', { level: 2 })).toHaveText([...SECTIONS]);
    await expect(manifesto).toContainText('We choose to live by honesty, generosity and courage.');
    await expect(manifesto).toContainText('keep the table long and the door open.');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download (.md)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^family-manifesto-\d{4}-\d{2}-\d{2}\.md$/);
    const file = await readFile(await download.path(), 'utf8');
    expect(file.startsWith('# Our Family Manifesto')).toBe(true);
    for (const title of SECTIONS) expect(file).toContain(`## ${title}`);
    expect(file).toContain('Whoever cools down first makes coffee');
    await expect(toastText(page, 'Downloaded!')).toBeVisible();

    // Restart resets everything, back to the intro.
    await page.getByRole('button', { name: 'Start a new manifesto' }).click();
    await expect(page.getByRole('button', { name: 'Start Your Manifesto' })).toBeVisible();
  });

  test('When the service fails, then the start and send error toasts show and the answer is kept', async ({
    page,
  }) => {
    await page.route('**/api/manifesto/start', (route) => route.fulfill({ status: 503, body: 'down' }), {
      times: 1,
    });
    await page.goto('/family-manifesto');
    await page.getByRole('button', { name: 'Start Your Manifesto' }).click();
    await expect(toastText(page, 'Failed to start the manifesto wizard. Please try again.')).toBeVisible();

    await page.getByRole('button', { name: 'Start Your Manifesto' }).click();
    await expect(guideMessages(page)).toHaveCount(1);
    // On a 360 px phone the conversation and its buttons fit the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const part of [
      page.getByRole('region', { name: 'Conversation' }),
      page.getByRole('button', { name: 'Send answer' }),
    ]) {
      const box = await part.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    await page.route('**/api/manifesto/respond', (route) => route.fulfill({ status: 500, body: 'boom' }), {
      times: 1,
    });
    await answerBox(page).fill('We come from a long line of fishermen in Galicia.');
    await answerBox(page).press('Enter');
    await expect(toastText(page, 'Failed to send message. Please try again.')).toBeVisible();
    await expect(answerBox(page)).toHaveValue('We come from a long line of fishermen in Galicia.');
    await expect(page.locator('[data-role="user"]')).toHaveCount(0);

    // Sent again, it goes through; a reload keeps the conversation (this tab only).
    await answer(page, 'We come from a long line of fishermen in Galicia.');
    // The guide's next question builds on the place they named, not on their whole sentence.
    await expect(guideMessages(page).last()).toContainText('Galicia');
    await expect(guideMessages(page).last()).not.toContainText('a long line of fishermen');
    await page.reload();
    await expect(guideMessages(page)).toHaveCount(2);
  });

  test('When generating the manifesto fails, then the error toast shows and it can be generated again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/family-manifesto');
    await page.getByRole('button', { name: 'Start Your Manifesto' }).click();
    await expect(guideMessages(page)).toHaveCount(1);
    await page.route('**/api/manifesto/generate', (route) => route.fulfill({ status: 500, body: 'boom' }), {
      times: 1,
    });
    // "skip" passes on every question: the sections say they are still being written.
    for (let i = 0; i < SECTIONS.length * 3; i++) await answer(page, 'skip');
    await expect(toastText(page, 'Failed to generate final manifesto. Please try again.')).toBeVisible();
    await page.getByRole('button', { name: 'Generate my manifesto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Family Manifesto' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Family manifesto' })).toContainText(
      'still being written',
    );
  });
});
