/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analysis } from '@uniform/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  colourSensitivity,
  contrastRatio,
  lookbookCorePieces,
  lookbookLooks,
  SEASON_PALETTES,
} from '@uniform/style-engine';
import DashboardPage from '../routes/DashboardPage';
import { GETUP_PROMO, NO_LOOKS_TEXT } from '../content/dashboard-content';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { formatUsd } from '../lib/pricing';
import { founderAnalysis, teacherAnalysis, teacherAnswers } from '../../../testing/personas';
import { renderAt, setUpDashboardTests, openDashboard } from '../../../testing/render';
import { panelsLoaded } from '../testing/panels-loaded';

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
    openDashboard(analysis, '/dashboard?tab=color-analysis');
    await panelsLoaded();

    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toContain('Soft Summer');
    const own = analysis.colorAnalysis.recommendedColors[0]!;
    expect(screen.getAllByText(own.name).length).toBeGreaterThan(0);
    expect(screen.getAllByText(own.hex).length).toBeGreaterThan(0);

    // The explainer is collapsed until asked for.
    const explainer = screen.getByText('How seasonal color analysis works').closest('details')!;
    expect(explainer.open).toBe(false);
    await user.click(screen.getByText('How seasonal color analysis works'));
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

  test('When the season comes with its confidence, runner-up and what would change it, then all three show in words and the runner-up palette is one click away', async () => {
    const user = userEvent.setup();
    const base = teacherAnalysis();
    const sensitivity = colourSensitivity(teacherAnswers)!;
    expect(sensitivity.season).toBe(base.colorAnalysis.season);
    openDashboard(
      {
        ...base,
        colorAnalysis: {
          ...base.colorAnalysis,
          confidence: 'medium',
          runnerUpSeason: sensitivity.runnerUp,
          whatWouldChange: sensitivity.sentences,
        },
      },
      '/dashboard?tab=color-analysis',
    );
    await panelsLoaded();

    const certainty = screen.getByRole('region', { name: 'How sure is this?' });
    expect(within(certainty).getByText('Confidence').nextSibling?.textContent).toBe(
      'Medium: most of your answers point here, but another season is close.',
    );
    expect(within(certainty).getByText('Runner-up').nextSibling?.textContent).toContain(sensitivity.runnerUp);
    const changes = within(certainty).getByRole('list', { name: 'What would change it' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sensitivity.sentences);
    expect(sensitivity.sentences[0]).toMatch(/^If .+, you would be .+\.$/);

    await user.click(
      within(certainty).getByRole('button', { name: `See the ${sensitivity.runnerUp} palette` }),
    );
    expect(screen.getByRole('heading', { name: `${sensitivity.runnerUp} palette` })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toContain(sensitivity.runnerUp);
  });

  test('When the season is sure, then the confidence reads High with no runner-up; an analysis saved before any of it shows no such section', async () => {
    const base = teacherAnalysis();
    const { confidence: _c, runnerUpSeason: _r, whatWouldChange: _w, ...old } = base.colorAnalysis;
    analysisStore.set({
      ...base,
      colorAnalysis: {
        ...old,
        confidence: 'high',
        whatWouldChange: [
          'No single answer would change your season: it would take a change in two answers.',
        ],
      },
    });
    const { unmount } = renderAt(<DashboardPage />, '/dashboard?tab=color-analysis');
    await panelsLoaded();

    const certainty = screen.getByRole('region', { name: 'How sure is this?' });
    expect(within(certainty).getByText('High')).toBeTruthy();
    expect(within(certainty).queryByText('Runner-up')).toBeNull();
    expect(within(certainty).getByText(/No single answer would change your season/)).toBeTruthy();
    unmount();

    analysisStore.set({ ...base, colorAnalysis: old });
    renderAt(<DashboardPage />, '/dashboard?tab=color-analysis');
    await panelsLoaded();
    expect(screen.getByRole('heading', { name: 'Soft Summer palette' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'How sure is this?' })).toBeNull();
  });

  test('When the undertone is not available, then the analysis is shown as incomplete but every season can still be explored', async () => {
    const base = teacherAnalysis();
    analysisStore.set({ ...base, colorAnalysis: { ...base.colorAnalysis, undertone: 'Not Available' } });
    renderAt(<DashboardPage />, '/dashboard?tab=color-analysis');
    await panelsLoaded();
    expect(screen.getByText(/Your color analysis is incomplete/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Soft Summer palette' })).toBeTruthy();
    expect(screen.getAllByText(SEASON_PALETTES['Soft Summer'].recommended[0]!.hex).length).toBeGreaterThan(0);
  });
});

/** What the user's own 12 pieces with these ids cost together at a tier (the one price table). */
function ownPrice(analysis: Analysis, ids: readonly string[], tier: 'entry' | 'mid' | 'luxury'): number {
  return ids.reduce(
    (sum, id) => sum + analysis.uniformPieces!.find((piece) => piece.id === id)!.prices[tier],
    0,
  );
}

describe('Lookbook tab', () => {
  test('When the luxury founder opens it, then 7 of her own pieces show at their 12-piece prices, and switching tier and season changes prices and pieces', async () => {
    const user = userEvent.setup();
    const analysis = founderAnalysis();
    openDashboard(analysis, '/dashboard?tab=lookbook');
    await panelsLoaded();

    expect(screen.getByRole('combobox', { name: 'Market tier' }).textContent).toContain('Luxury');
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toContain('Winter');
    const links = screen.getAllByLabelText(/^Item link for /);
    expect(links).toHaveLength(7);
    const winter = lookbookCorePieces(analysis, 'winter');
    for (const item of winter) {
      const piece = analysis.uniformPieces!.find((own) => own.id === item.id)!;
      const card = screen.getByLabelText(`Item link for ${piece.name}`).closest('li')!;
      expect(within(card).getByText(formatUsd(piece.prices.luxury))).toBeTruthy();
    }
    const ids = winter.map((item) => item.id);
    expect(screen.getByTestId('lookbook-total').textContent).toBe(
      formatUsd(ownPrice(analysis, ids, 'luxury')),
    );

    await chooseOption(user, 'Market tier', 'Entry Level');
    expect(screen.getByTestId('lookbook-total').textContent).toBe(
      formatUsd(ownPrice(analysis, ids, 'entry')),
    );

    const coat = analysis.uniformPieces!.find((piece) => piece.id === 'overcoat')!;
    expect(screen.getByLabelText(`Item link for ${coat.name}`)).toBeTruthy();
    await chooseOption(user, 'Season', 'Summer');
    expect(screen.queryByLabelText(`Item link for ${coat.name}`)).toBeNull();
    const summer = lookbookCorePieces(analysis, 'summer');
    expect(screen.getByTestId('lookbook-total').textContent).toBe(
      formatUsd(
        ownPrice(
          analysis,
          summer.map((item) => item.id),
          'entry',
        ),
      ),
    );

    const first = analysis.uniformPieces!.find((piece) => piece.id === summer[0]!.id)!;
    const link = screen.getByLabelText(`Item link for ${first.name}`);
    const card = link.closest('li')!;
    expect(within(card).getByRole('button', { name: 'Visit' })).toHaveProperty('disabled', true);
    await user.click(link);
    await user.paste('https://shop.example.com/my-piece');
    expect(within(card).getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe(
      'https://shop.example.com/my-piece',
    );
    expect(within(card).getByRole('link', { name: `Search ${first.name}` })).toBeTruthy();
  });

  test('When a look is opened, then the dialog lists its pieces and shows the card total at the same tier, and its Budget/Mid/Luxury select prices the same pieces', async () => {
    const user = userEvent.setup();
    const analysis = founderAnalysis();
    openDashboard(analysis, '/dashboard?tab=lookbook');
    await panelsLoaded();
    const look = lookbookLooks(analysis)[1]!;
    const ids = look.items.map((item) => item.id);
    const cardTotal = screen.getByTestId(`look-total-${look.key}`).textContent;
    expect(cardTotal).toBe(formatUsd(ownPrice(analysis, ids, 'luxury')));

    await user.click(screen.getByRole('button', { name: `View details of ${look.name}` }));
    const dialog = await screen.findByRole('dialog', { name: look.name });
    expect(within(dialog).getByText('Color palette')).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(analysis.styleIcon.name))).toBeTruthy();
    for (const id of ids) {
      const piece = analysis.uniformPieces!.find((own) => own.id === id)!;
      expect(within(dialog).getByText(piece.name)).toBeTruthy();
    }
    const total = within(dialog).getByTestId('look-dialog-total');
    expect(total.textContent).toBe(cardTotal);

    await chooseOption(user, 'Price tier', 'Budget', dialog);
    expect(total.textContent).toBe(formatUsd(ownPrice(analysis, ids, 'entry')));
    await chooseOption(user, 'Price tier', 'Mid', dialog);
    expect(total.textContent).toBe(formatUsd(ownPrice(analysis, ids, 'mid')));

    await user.click(within(dialog).getByRole('button', { name: 'Save Look' }));
    expect(within(dialog).getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Shop This Look' })).toBeTruthy();
  });

  test('When the user dresses for no look occasion, then the lookbook says so instead of showing look cards', async () => {
    analysisStore.set({
      ...founderAnalysis(),
      eventLooks: { pitchMeeting: '', conference: '', networking: '' },
    });
    renderAt(<DashboardPage />, '/dashboard?tab=lookbook');
    await panelsLoaded();
    expect(screen.getByText(NO_LOOKS_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^View details of / })).toBeNull();
    expect(screen.getAllByLabelText(/^Item link for /)).toHaveLength(7);
  });

  test('When another look tab is chosen, then it says what is coming, and the Getup promo opens the Getup tab', async () => {
    const user = userEvent.setup();
    analysisStore.set(teacherAnalysis());
    const { router } = renderAt(<DashboardPage />, '/dashboard?tab=lookbook');
    await panelsLoaded();
    expect(screen.getByRole('combobox', { name: 'Market tier' }).textContent).toContain('Entry Level');
    await user.click(screen.getByRole('tab', { name: 'Formal' }));
    expect(screen.getByText(/Formal: Looks filtered by occasion are coming soon/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Getup' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sms-subscription'));
    expect(screen.getByRole('tab', { name: 'Getup', selected: true })).toBeTruthy();
  });

  test('When the lookbook shows the Getup promo, then it stands out from the white page and its words are readable on it', async () => {
    analysisStore.set(teacherAnalysis());
    renderAt(<DashboardPage />, '/dashboard?tab=lookbook');
    await panelsLoaded();

    const title = screen.getByRole('heading', { name: GETUP_PROMO.title });
    const surface = themeColourOf(title, 'bg');
    // WCAG 1.4.11: the card's edge against the white page; 1.4.3: its text against the card.
    expect(contrastRatio(surface, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    for (const text of [GETUP_PROMO.title, GETUP_PROMO.text]) {
      expect(contrastRatio(themeColourOf(screen.getByText(text), 'text'), surface)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});

/** The app's theme colours (styles.css `--color-*`) and Tailwind's white and black. */
const THEME: Record<string, string> = {
  white: '#FFFFFF',
  black: '#000000',
  ...Object.fromEntries(
    [
      ...readFileSync(join(__dirname, '../../../styles.css'), 'utf8').matchAll(
        /--color-([a-z-]+):\s*(#[0-9a-f]{3,6})/gi,
      ),
    ].map((match) => [match[1]!, match[2]!]),
  ),
};

/**
 * The colour an element's `text` or `bg` takes from its own classes or the nearest parent's, as
 * Tailwind would paint it on a phone (no breakpoint or state prefix). Two colour classes on one
 * element fail the test: cn() does not merge them, so the stylesheet's order would pick one.
 */
function themeColourOf(element: Element, kind: 'text' | 'bg'): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colours = [...node.classList]
      .filter((name) => name.startsWith(`${kind}-`) && !name.includes(':'))
      .map((name) => name.slice(kind.length + 1))
      .filter((name) => name in THEME || /^[a-z]+-\d{2,3}(\/\d+)?$/.test(name));
    if (colours.length > 1) throw new Error(`Competing ${kind} colors on one element: ${colours.join(', ')}`);
    if (colours.length === 1) {
      const hex = THEME[colours[0]!];
      if (!hex) throw new Error(`${kind}-${colours[0]} is not a theme color this test can measure`);
      return hex;
    }
  }
  throw new Error(`No ${kind} color on the element or its parents`);
}
