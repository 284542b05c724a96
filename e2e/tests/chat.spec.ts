/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CHAT_FAILURE_MESSAGES, buildAnalysisFixture } from '@uniform/contracts';

/** Where frontend/src/shared/lib/analysis-store.ts keeps the visitor's analysis. */
const ANALYSIS_KEY = 'uniform.analysis.v1';
/** A Soft Summer secondary-school teacher, The Grounded Mentor, at the entry tier, ZIP 98103. */
const analysis = buildAnalysisFixture();

async function openDashboard(page: Page, tab: 'chat-stylist' | 'personal-branding' | 'brand-summary') {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    ANALYSIS_KEY,
    JSON.stringify(analysis),
  ] as const);
  await page.goto(`/dashboard?tab=${tab}`);
}

const chat = (page: Page, persona: 'stylist' | 'strategist') => page.getByTestId(`chat-${persona}`);
const chips = (panel: Locator) => panel.getByRole('list', { name: 'Suggested questions' });
const bubbles = (panel: Locator) => panel.getByRole('log').locator('p[data-role]');
const input = (panel: Locator) => panel.getByRole('textbox');

test('When a visitor chats with Scottie, then Shift+Enter adds a line, Enter sends, chips go and a grounded answer streams in', async ({
  page,
}) => {
  await openDashboard(page, 'chat-stylist');
  const panel = chat(page, 'stylist');
  await expect(panel.getByRole('log')).toContainText("Hi, I'm Scottie");
  await expect(bubbles(panel)).toHaveCount(1);
  await expect(chips(panel)).toBeVisible();

  // Shift+Enter makes a new line and sends nothing.
  await input(panel).click();
  await input(panel).pressSequentially('Which colours suit me?');
  await input(panel).press('Shift+Enter');
  await input(panel).pressSequentially('And which should I avoid?');
  await expect(input(panel)).toHaveValue('Which colours suit me?\nAnd which should I avoid?');
  await expect(bubbles(panel)).toHaveCount(1);
  await expect(chips(panel)).toBeVisible();

  // Enter sends, over a streamed answer through the gateway.
  const streamed = page.waitForResponse((res) => res.url().endsWith('/api/chat-stylist'));
  await input(panel).press('Enter');
  const response = await streamed;
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(chips(panel)).toHaveCount(0);
  await expect(bubbles(panel).nth(1)).toHaveText(/Which colours suit me\?\s+And which should I avoid\?/);
  await expect(bubbles(panel).nth(2)).toContainText('You are a Soft Summer with a cool undertone');
  await expect(bubbles(panel).nth(2)).toContainText('Dusty Blue');
  await expect(input(panel)).toBeEnabled();
  await expect(input(panel)).toHaveValue('');

  // A second question keeps the conversation going.
  await input(panel).fill('What should I wear to a conference talk?');
  await input(panel).press('Enter');
  await expect(bubbles(panel)).toHaveCount(5);
  await expect(bubbles(panel).nth(4)).toContainText(analysis.eventLooks.conference.replace(/\.$/, ''));
});

test('When a visitor opens personal branding, then local communities show, and Cas answers a suggestion chip from their brand', async ({
  page,
}) => {
  await openDashboard(page, 'personal-branding');
  // The community section above the chat: built-in recommendations for ZIP 98103 (Seattle, WA).
  await expect(page.getByText('Seattle educator networks and teaching circles')).toBeVisible();
  await expect(page.getByText('Seattle, WA').first()).toBeVisible();
  const panel = chat(page, 'strategist');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('log')).toContainText("Hi, I'm Cas");
  await chips(panel).getByRole('button', { name: 'Who is my audience?' }).click();
  await expect(chips(panel)).toHaveCount(0);
  await expect(bubbles(panel).nth(1)).toHaveText(/Who is my audience\?/);
  await expect(bubbles(panel).nth(2)).toContainText('Your audience: Parents, students and fellow educators');

  await input(panel).fill('What should I post on LinkedIn?');
  await input(panel).press('Enter');
  await expect(bubbles(panel).nth(4)).toContainText(
    'LinkedIn: Share classroom wins with a calm, warm headshot',
  );
});

test('When the chat call fails, then Scottie adds the connection-trouble message and the input comes back', async ({
  page,
}) => {
  await page.route('**/api/chat-stylist', (route) => route.abort('connectionreset'));
  await openDashboard(page, 'chat-stylist');
  const panel = chat(page, 'stylist');
  await input(panel).fill('Which brands fit my budget?');
  await panel.getByRole('button', { name: 'Send message to Scottie' }).click();
  await expect(bubbles(panel).nth(2)).toHaveText(
    new RegExp(CHAT_FAILURE_MESSAGES.stylist.replace(/[.?]/g, '\\$&')),
  );
  await expect(input(panel)).toBeEnabled();
});

test('When a visitor clicks "Ask Scottie" on a uniform piece, then the stylist chat opens with the question filled in, unsent', async ({
  page,
}) => {
  await openDashboard(page, 'brand-summary');
  await page.getByRole('button', { name: /^View all 12 pieces$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('listitem')
    .filter({ hasText: 'Structured Blazer' })
    .getByRole('button', { name: 'Ask Scottie' })
    .click();

  const panel = chat(page, 'stylist');
  await expect(input(panel)).toHaveValue(
    'How should I choose and style the structured blazer for my Soft Summer coloring and The Grounded Mentor style?',
  );
  await expect(input(panel)).toBeFocused();
  await expect(bubbles(panel)).toHaveCount(1);
  await input(panel).press('Enter');
  await expect(bubbles(panel).nth(2)).toContainText('Your structured blazer:');
  await expect(bubbles(panel).nth(2)).toContainText('At your Entry Level tier, plan on about $');
});
