/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analysis } from '@uniform/contracts';
import { lookbookLooks } from '@uniform/style-engine';
import { SAVED_LOOKS } from '../content/dashboard-content';
import {
  createSavedLooksStore,
  SAVED_LOOKS_STORAGE_KEY,
  savedLooksStore,
} from '../../../shared/lib/saved-looks-store';
import { founderAnalysis, teacherAnalysis } from '../../../testing/personas';
import { setUpDashboardTests, openDashboard } from '../../../testing/render';
import { panelsLoaded } from '../testing/panels-loaded';

setUpDashboardTests();
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.removeItem(SAVED_LOOKS_STORAGE_KEY);
  savedLooksStore.reload();
});

const savedLooksRegion = () => screen.getByRole('region', { name: SAVED_LOOKS.title });

async function saveLook(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `View details of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name });
  await user.click(within(dialog).getByRole('button', { name: 'Save Look' }));
  return dialog;
}

describe('Saved looks', () => {
  test('When a visitor saves a look, then it shows under Saved looks, and after a reload it is still there and still marked saved', async () => {
    const user = userEvent.setup();
    const analysis: Analysis = { ...founderAnalysis(), generatedAt: '2026-11-24T06:00:00.000Z' };
    const look = lookbookLooks(analysis)[0]!;
    const view = openDashboard(analysis, '/dashboard?tab=lookbook');
    await panelsLoaded();
    expect(within(savedLooksRegion()).getByText(SAVED_LOOKS.empty)).toBeTruthy();

    const dialog = await saveLook(user, look.name);
    const saved = within(dialog).getByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(saved.textContent).toContain('✓');
    expect(within(dialog).getByRole('button', { name: `Remove ${look.name} from saved looks` })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(savedLooksRegion()).getByRole('heading', { name: look.name })).toBeTruthy();

    // A reload: the page goes, and a store made afresh from this browser's storage still has it.
    view.unmount();
    expect(createSavedLooksStore(window.localStorage).all()).toEqual([
      expect.objectContaining({ analysis: analysis.generatedAt, look: look.key }),
    ]);
    openDashboard(analysis, '/dashboard?tab=lookbook');
    await panelsLoaded();
    expect(within(savedLooksRegion()).getByRole('heading', { name: look.name })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `View details of ${look.name}` }));
    const reopened = await screen.findByRole('dialog', { name: look.name });
    expect(within(reopened).getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('When a new analysis replaces the one a look was saved from, then Saved looks is empty for it', async () => {
    const user = userEvent.setup();
    const first: Analysis = { ...founderAnalysis(), generatedAt: '2026-11-24T06:00:00.000Z' };
    const look = lookbookLooks(first)[0]!;
    const view = openDashboard(first, '/dashboard?tab=lookbook');
    await panelsLoaded();
    await saveLook(user, look.name);
    view.unmount();

    const again = openDashboard(
      { ...first, generatedAt: '2026-11-24T07:00:00.000Z' },
      '/dashboard?tab=lookbook',
    );
    await panelsLoaded();
    expect(within(savedLooksRegion()).getByText(SAVED_LOOKS.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: `View details of ${look.name}` })).toBeTruthy();
    again.unmount();

    const teacher = openDashboard(teacherAnalysis(), '/dashboard?tab=lookbook');
    await panelsLoaded();
    expect(within(savedLooksRegion()).getByText(SAVED_LOOKS.empty)).toBeTruthy();
    teacher.unmount();

    openDashboard(first, '/dashboard?tab=lookbook');
    await panelsLoaded();
    expect(within(savedLooksRegion()).getByRole('heading', { name: look.name })).toBeTruthy();
  });

  test('When the visitor removes a saved look, then it leaves the list and this browser', async () => {
    const user = userEvent.setup();
    const analysis = teacherAnalysis();
    const [one, two] = lookbookLooks(analysis);
    openDashboard(analysis, '/dashboard?tab=lookbook');
    await panelsLoaded();
    let dialog = await saveLook(user, one!.name);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await saveLook(user, two!.name);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(
      within(savedLooksRegion()).getByRole('button', { name: `Remove ${one!.name} from saved looks` }),
    );
    expect(within(savedLooksRegion()).queryByRole('heading', { name: one!.name })).toBeNull();
    expect(within(savedLooksRegion()).getByRole('heading', { name: two!.name })).toBeTruthy();
    expect(
      createSavedLooksStore(window.localStorage)
        .all()
        .map((entry) => entry.look),
    ).toEqual([two!.key]);

    await user.click(screen.getByRole('button', { name: `View details of ${two!.name}` }));
    dialog = await screen.findByRole('dialog', { name: two!.name });
    await user.click(within(dialog).getByRole('button', { name: `Remove ${two!.name} from saved looks` }));
    const saveAgain = within(dialog).getByRole('button', { name: 'Save Look' });
    expect(saveAgain.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(saveAgain);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(savedLooksRegion()).getByText(SAVED_LOOKS.empty)).toBeTruthy();
  });
});
