/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DailyMeditation, MeditationEntry, OperationId } from '@uniform/contracts';
import { operationOf } from '../../../testing/operations';
import { installDomShims } from '../../../testing/render';
import { localIsoDate } from '../../../shared/lib/dates';
import { longEntryDate } from '../lib/journal-format';
import MeditationPage from './MeditationPage';

/**
 * The Still Core for an older entry date (issue 20, spec 2 §4): the heading shows that date and that
 * day's theme (the saved entry's own theme when there is one), not today's.
 */

const daysAgo = (days: number) => localIsoDate(new Date(Date.now() - days * 86_400_000));
const today = localIsoDate();
const threeDaysAgo = daysAgo(3);
const lastWeek = daysAgo(7);

const THEMES: Record<string, string> = {
  [today]: 'Stillness Before Strategy',
  [threeDaysAgo]: 'First Things First',
  [lastWeek]: 'The Long Obedience',
};

const day = (date: string): DailyMeditation => ({
  date,
  theme: THEMES[date] ?? 'Returning to Center',
  meditation: `Breathe slowly on ${date}.`,
  actionStep: 'Name the one decision that matters most.',
  scripture: '"Be still, and know that I am God." — Psalm 46:10',
  journalPrompt: 'Where has busyness stood in for clarity?',
  quote: { text: 'Well begun is half done.', author: 'Aristotle' },
});

/** Saved last week under a theme the model no longer gives for that day. */
const savedLastWeek: MeditationEntry = {
  id: 'entry-1',
  entryDate: lastWeek,
  theme: 'Courage in the Quiet',
  journalResponse: 'Grateful for a patient team.',
  createdAt: `${lastWeek}T08:00:00.000Z`,
  updatedAt: `${lastWeek}T08:00:00.000Z`,
};

/** fetch at the edge: a signed-in user, the meditation service's answers, every call recorded. */
function meditationApi() {
  const saved: unknown[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const operation: OperationId = operationOf(input, init.method);
    const date = new URL(input, 'http://uniform.test').searchParams.get('date') ?? today;
    const answers: Partial<Record<OperationId, unknown>> = {
      getSimpleAuthUser: { email: 'grace@example.com', firstName: 'Grace', lastName: null },
      getDailyMeditation: day(date),
      getMeditationEntry: date === lastWeek ? savedLastWeek : null,
      getMeditationHistory: [savedLastWeek],
    };
    let body = answers[operation];
    if (operation === 'saveMeditationEntry') {
      const request = JSON.parse(String(init.body)) as Record<string, string>;
      saved.push(request);
      body = { ...savedLastWeek, ...request, id: 'entry-2' };
    }
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
  return saved;
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MeditationPage />
    </QueryClientProvider>,
  );
}

/** The heading's date and theme, as a reader of the page's top meets them. */
async function headingShows(date: string, theme: string) {
  const heading = screen.getByRole('heading', { level: 1, name: 'The Still Core' }).parentElement!;
  await waitFor(() => expect(within(heading).getByText(theme)).toBeTruthy());
  expect(within(heading).getByText(longEntryDate(date))).toBeTruthy();
}

let errors: jest.SpyInstance;
beforeAll(installDomShims);
beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  const logged = errors.mock.calls;
  errors.mockRestore();
  // React's warnings (a state update during render, an act() slip) fail the test.
  expect(logged).toEqual([]);
});

describe('the journal heading follows the entry date (issue 20, spec 2 §4)', () => {
  test('When an older date without an entry is chosen, then the heading shows that date and its theme, and Save keeps that theme', async () => {
    const saved = meditationApi();
    const user = userEvent.setup();
    renderPage();
    await headingShows(today, THEMES[today]!);
    expect(screen.getByText("Today's theme:", { exact: false })).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('Entry date'), { target: { value: threeDaysAgo } });

    await headingShows(threeDaysAgo, THEMES[threeDaysAgo]!);
    expect(screen.queryByText(THEMES[today]!)).toBeNull();
    expect(screen.getByText(`Theme for ${longEntryDate(threeDaysAgo)}:`, { exact: false })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Your reflection/ }), 'A slower week.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { entryDate: threeDaysAgo, theme: THEMES[threeDaysAgo], journalResponse: 'A slower week.' },
      ]),
    );
  });

  test('When an older entry is opened from the history, then the heading shows the theme it was saved under', async () => {
    meditationApi();
    const user = userEvent.setup();
    renderPage();
    const history = await screen.findByRole('list', { name: 'Recent entries, newest first' });

    await user.click(within(history).getByRole('button'));

    await headingShows(lastWeek, savedLastWeek.theme);
    expect(screen.queryByText(THEMES[today]!)).toBeNull();
    expect(screen.queryByText(THEMES[lastWeek]!)).toBeNull();
    expect(await screen.findByDisplayValue(savedLastWeek.journalResponse)).toBeTruthy();
  });
});
