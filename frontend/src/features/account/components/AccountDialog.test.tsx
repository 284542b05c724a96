/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { OperationId } from '@uniform/contracts';
import { operationOf } from '../../../testing/operations';
import { installDomShims } from '../../../testing/render';
import { teacherAnalysis, teacherAnswers } from '../../../testing/personas';
import { Toaster } from '../../../shared/ui/Toaster';
import { dismissToast } from '../../../shared/ui/use-toast';
import {
  ANALYSIS_STORAGE_KEY,
  ANSWERS_STORAGE_KEY,
  ONBOARDING_DRAFT_KEY,
  analysisStore,
  useAnalysis,
} from '../../../shared/lib/analysis-store';
import { savedLooksStore } from '../../../shared/lib/saved-looks-store';
import { AccountButton } from './AccountButton';

/**
 * Signing out on a shared computer (issue 20): with a style analysis in this browser the account
 * dialog asks whether to keep it or clear it; without one, Sign Out signs out at once as before.
 */

/** fetch at the edge: a signed-in account until logout is called, then signed out (401). */
function signedInAccount() {
  const calls: OperationId[] = [];
  let signedIn = true;
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const operation = operationOf(input, init.method);
    calls.push(operation);
    if (operation === 'logout') signedIn = false;
    const body =
      operation === 'getSimpleAuthUser'
        ? { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' }
        : operation === 'getAuthUser'
          ? { firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null }
          : undefined;
    const status = operation === 'logout' ? 204 : signedIn ? 200 : 401;
    return {
      ok: status < 300,
      status,
      statusText: String(status),
      json: async () => body,
      text: async () => JSON.stringify(body ?? {}),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

/** What the dashboard decides from: the analysis in this browser, or its empty state. */
function DashboardProbe() {
  const stored = useAnalysis();
  return <p>{stored ? `Analysis: ${stored.styleArchetype}` : 'Complete Your Style Analysis'}</p>;
}

function renderNav() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {/* The signed-in menu links to the account page, so it sits inside a router as in the app. */}
      <MemoryRouter>
        <AccountButton />
      </MemoryRouter>
      <DashboardProbe />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Opens the account dialog from the navigation bar with the keyboard and presses Sign Out. */
async function signOutWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  const account = await screen.findByRole('button', { name: 'Grace Hopper' });
  account.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Account Access' });
  within(dialog).getByRole('button', { name: 'Sign Out' }).focus();
  await user.keyboard('{Enter}');
  return dialog;
}

function storeAnalysisWithAnswersAndDraft() {
  analysisStore.set(teacherAnalysis(), teacherAnswers);
  window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify({ step: 3, answers: {}, values: {} }));
}

beforeAll(installDomShims);
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  dismissToast();
  analysisStore.clear();
  window.localStorage.clear();
});

describe('signing out offers to clear this browser’s analysis (issue 20)', () => {
  test('When the user chooses to clear it, then the analysis, its answers and the draft are gone and the dashboard shows its empty state', async () => {
    const calls = signedInAccount();
    storeAnalysisWithAnswersAndDraft();
    savedLooksStore.save(teacherAnalysis(), 'investor-pitch-power');
    const user = userEvent.setup();
    renderNav();
    expect(screen.getByText(`Analysis: ${teacherAnalysis().styleArchetype}`)).toBeTruthy();

    const dialog = await signOutWithKeyboard(user);
    const choice = within(dialog).getByRole('group', {
      name: 'Also clear your style analysis from this browser?',
    });
    // Nothing is signed out before the user has chosen, and focus is on the question's first choice.
    expect(calls).not.toContain('logout');
    expect(document.activeElement).toBe(
      within(choice).getByRole('button', { name: 'Keep my analysis and sign out' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(
      within(choice).getByRole('button', { name: 'Clear my analysis and sign out' }),
    );
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Complete Your Style Analysis')).toBeTruthy();
    expect(calls).toContain('logout');
    for (const key of [ANALYSIS_STORAGE_KEY, ANSWERS_STORAGE_KEY, ONBOARDING_DRAFT_KEY])
      expect(window.localStorage.getItem(key)).toBeNull();
    expect(savedLooksStore.all()).toEqual([]);
    expect(analysisStore.answers()).toBeNull();
    expect(
      await screen.findByText(
        "You've been signed out, and your style analysis was cleared from this browser.",
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  test('When the user chooses to keep it, then they are signed out and the analysis, its answers and the draft stay', async () => {
    const calls = signedInAccount();
    storeAnalysisWithAnswersAndDraft();
    const user = userEvent.setup();
    renderNav();

    const dialog = await signOutWithKeyboard(user);
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep my analysis and sign out' }),
    );
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(calls).toContain('logout');
    expect(screen.getByText(`Analysis: ${teacherAnalysis().styleArchetype}`)).toBeTruthy();
    expect(analysisStore.answers()).toEqual(teacherAnswers);
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).not.toBeNull();
    expect(await screen.findByText("You've been signed out successfully.")).toBeTruthy();
  });

  test('When this browser holds no analysis, then Sign Out signs out at once without asking', async () => {
    const calls = signedInAccount();
    const user = userEvent.setup();
    renderNav();

    await signOutWithKeyboard(user);

    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect(calls).toContain('logout'));
    expect(screen.queryByRole('group', { name: /clear your style analysis/ })).toBeNull();
    expect(await screen.findByText("You've been signed out successfully.")).toBeTruthy();
  });
});
