/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOOKBOOK_PRICES, lookbookTotal, lookTotal, SEASON_PALETTES } from '@uniform/style-engine';
import DashboardPage from '../routes/DashboardPage';
import { LOOKS } from '../content/dashboard-content';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { formatUsd } from '../lib/pricing';
import { founderAnalysis, teacherAnalysis } from '../../../testing/personas';
import { renderAt, setUpDashboardTests } from '../../../testing/render';

setUpDashboardTests();
jest.setTimeout(30_000);

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('Colour analysis tab', () => {
  test('When the teacher opens it, then her Soft Summer colours show with names and hex, another season shows its built-in palette, and copying a hex says Copied!', async () => {
    const user = userEvent.setup();
    const analysis = teacherAnalysis();
    analysisStore.set(analysis);
    renderAt(<DashboardPage />, '/dashboard?tab=color-analysis');

    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toContain('Soft Summer');
    const own = analysis.colorAnalysis.recommendedColors[0]!;
    expect(screen.getAllByText(own.name).length).toBeGreaterThan(0);
    expect(screen.getAllByText(own.hex).length).toBeGreaterThan(0);

    // The explainer is collapsed until asked for.
    const explainer = screen.getByText('How seasonal colour analysis works').closest('details')!;
    expect(explainer.open).toBe(false);
    await user.click(screen.getByText('How seasonal colour analysis works'));
    expect(explainer.open).toBe(true);

    await chooseOption(user, 'Season', 'Deep Winter');
    expect(screen.getByRole('heading', { name: 'Deep Winter palette' })).toBeTruthy();
    for (const colour of SEASON_PALETTES['Deep Winter'].recommended.slice(0, 5)) {
      expect(screen.getAllByText(colour.hex).length).toBeGreaterThan(0);
    }

    const copied: string[] = [];
    mockClipboard(async (text) => void copied.push(text));
    const swatch = SEASON_PALETTES['Deep Winter'].recommended[0]!;
    await user.click(screen.getAllByRole('button', { name: `Copy ${swatch.hex} (${swatch.name})` })[0]!);
    expect(await screen.findByText('Copied!', { selector: 'li *' })).toBeTruthy();
    expect(copied).toEqual([swatch.hex]);

    mockClipboard(() => Promise.reject(new Error('denied')));
    await user.click(screen.getAllByRole('button', { name: `Copy ${swatch.hex} (${swatch.name})` })[0]!);
    expect(
      await screen.findByText('Please select the text and copy manually.', { selector: 'li *' }),
    ).toBeTruthy();
  });

  test('When the undertone is not available, then the analysis is shown as incomplete but every season can still be explored', async () => {
    const base = teacherAnalysis();
    analysisStore.set({ ...base, colorAnalysis: { ...base.colorAnalysis, undertone: 'Not Available' } });
    renderAt(<DashboardPage />, '/dashboard?tab=color-analysis');
    expect(screen.getByText(/Your colour analysis is incomplete/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Soft Summer palette' })).toBeTruthy();
    expect(screen.getAllByText(SEASON_PALETTES['Soft Summer'].recommended[0]!.hex).length).toBeGreaterThan(0);
  });
});

describe('Lookbook tab', () => {
  test('When the luxury founder opens it, then 7 core pieces are priced from the luxury table, and switching tier and season changes prices and names', async () => {
    const user = userEvent.setup();
    analysisStore.set(founderAnalysis());
    renderAt(<DashboardPage />, '/dashboard?tab=lookbook');

    expect(screen.getByRole('combobox', { name: 'Market tier' }).textContent).toContain('Luxury');
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toContain('Winter');
    expect(screen.getAllByLabelText(/^Item link for /)).toHaveLength(7);
    expect(screen.getByTestId('lookbook-total').textContent).toBe(formatUsd(lookbookTotal('luxury')));
    for (const price of LOOKBOOK_PRICES.foundation.luxury)
      expect(screen.getAllByText(formatUsd(price)).length).toBeGreaterThan(0);
    const pitch = LOOKS[0]!;
    const prices = pitch.items.map((item) => item.price);
    expect(screen.getByTestId(`look-total-${pitch.id}`).textContent).toBe(
      formatUsd(lookTotal(prices, 'luxury')),
    );

    await chooseOption(user, 'Market tier', 'Entry Level');
    expect(screen.getByTestId('lookbook-total').textContent).toBe(formatUsd(lookbookTotal('entry')));
    expect(screen.getByTestId(`look-total-${pitch.id}`).textContent).toBe(
      formatUsd(lookTotal(prices, 'entry')),
    );

    await chooseOption(user, 'Season', 'Summer');
    expect(screen.getByText('Linen Shirt')).toBeTruthy();
    expect(screen.getByTestId('lookbook-total').textContent).toBe(formatUsd(lookbookTotal('entry')));

    const link = screen.getByLabelText('Item link for Linen Shirt');
    const card = link.closest('li')!;
    expect(within(card).getByRole('button', { name: 'Visit' })).toHaveProperty('disabled', true);
    await user.click(link);
    await user.paste('https://shop.example.com/linen-shirt');
    expect(within(card).getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe(
      'https://shop.example.com/linen-shirt',
    );
    expect(within(card).getByRole('link', { name: 'Search Linen Shirt' })).toBeTruthy();
  });

  test('When a look is opened, then the dialog shows palette, icon, breakdown and scales its total 0.6 / 1 / 1.8 with its own tier select', async () => {
    const user = userEvent.setup();
    const analysis = founderAnalysis();
    analysisStore.set(analysis);
    renderAt(<DashboardPage />, '/dashboard?tab=lookbook');
    const look = LOOKS[1]!;
    const prices = look.items.map((item) => item.price);
    await user.click(screen.getByRole('button', { name: `View details of ${look.name}` }));
    const dialog = await screen.findByRole('dialog', { name: look.name });
    expect(within(dialog).getByText('Colour palette')).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(analysis.styleIcon.name))).toBeTruthy();
    for (const item of look.items) expect(within(dialog).getByText(item.name)).toBeTruthy();
    const total = within(dialog).getByTestId('look-dialog-total');
    expect(total.textContent).toBe(formatUsd(lookTotal(prices, 'luxury', 'dialog')));
    expect(total.textContent).toBe(formatUsd(Math.round(prices.reduce((a, b) => a + b, 0) * 1.8)));

    await chooseOption(user, 'Price tier', 'Budget', dialog);
    expect(total.textContent).toBe(formatUsd(Math.round(prices.reduce((a, b) => a + b, 0) * 0.6)));
    await chooseOption(user, 'Price tier', 'Mid', dialog);
    expect(total.textContent).toBe(formatUsd(prices.reduce((a, b) => a + b, 0)));

    await user.click(within(dialog).getByRole('button', { name: 'Save Look' }));
    expect(within(dialog).getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Shop This Look' })).toBeTruthy();
  });

  test('When another look tab is chosen, then it says what is coming, and the Getup promo opens the Getup tab', async () => {
    const user = userEvent.setup();
    analysisStore.set(teacherAnalysis());
    const { router } = renderAt(<DashboardPage />, '/dashboard?tab=lookbook');
    expect(screen.getByRole('combobox', { name: 'Market tier' }).textContent).toContain('Entry Level');
    await user.click(screen.getByRole('tab', { name: 'Formal' }));
    expect(screen.getByText(/Formal: Looks filtered by occasion are coming soon/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Getup' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sms-subscription'));
    expect(screen.getByRole('tab', { name: 'Getup', selected: true })).toBeTruthy();
  });
});
