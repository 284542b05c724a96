/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { QuestionnaireAnswers } from '@uniform/contracts';
import { buildAnalysis } from '@uniform/style-engine';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { TOAST_DURATION_MS } from '../../../shared/lib/ui-constants';
import { Toaster } from '../../../shared/ui/Toaster';
import { dismissToast } from '../../../shared/ui/use-toast';
import { operationOf } from '../../../testing/operations';
import { skipperAnswers, teacherAnswers } from '../../../testing/personas';
import { ANALYSIS_TOASTS } from '../content/onboarding-content';
import OnboardingPage from './OnboardingPage';

jest.setTimeout(60_000);

type Answer = { status: number; body: unknown } | 'never';

/** fetch at the edge: each analysis request gets the next of `answers` (the last one repeats). */
function installAnalyze(...answers: ((asked: QuestionnaireAnswers) => Answer)[]) {
  let calls = 0;
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    if (operationOf(input, init.method) !== 'analyzeStyle') throw new Error(`Unexpected call to ${input}`);
    const answer = answers[Math.min(calls, answers.length - 1)]!(JSON.parse(String(init.body)));
    calls += 1;
    if (answer === 'never') return new Promise<Response>(() => undefined);
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  }) as typeof fetch;
}

const analysed = (asked: QuestionnaireAnswers): Answer => ({ status: 200, body: buildAnalysis(asked) });
const unavailable = (): Answer => ({
  status: 503,
  body: { message: 'Style analysis is temporarily unavailable', code: 'ANALYSIS_UNAVAILABLE' },
});

/** The questionnaire opened on the stored answers ("Edit your answers"), with the app's toaster. */
function editStoredAnswers(answers: QuestionnaireAnswers) {
  analysisStore.set(buildAnalysis(answers), answers);
  const router = createMemoryRouter(
    [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/onboarding?edit=5'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const runAnalysis = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Update Analysis' }));

beforeAll(() => {
  // jsdom does not scroll; the wizard scrolls to the top on every step change.
  window.scrollTo = () => undefined;
});
beforeEach(() => {
  window.localStorage.clear();
  analysisStore.clear();
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  analysisStore.clear();
});

describe('the toast after the questionnaire says what happened (spec 1 §4)', () => {
  test('When the answers are analysed, then the toast says Analysis Complete!', async () => {
    installAnalyze(analysed);
    const router = editStoredAnswers(teacherAnswers);

    await runAnalysis();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByText(ANALYSIS_TOASTS.complete.title)).toBeTruthy();
  });

  test('When there is too little to analyse, then the toast does not claim an analysis was completed', async () => {
    installAnalyze(() => {
      throw new Error('No analysis is asked for without enough answers');
    });
    // The skipper's answers with the occupation step 5 asks for: still nothing to analyse.
    const router = editStoredAnswers({ ...skipperAnswers, occupation: 'Trial lawyer' });

    await runAnalysis();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByText(ANALYSIS_TOASTS.placeholder.title)).toBeTruthy();
    expect(screen.getByText(ANALYSIS_TOASTS.placeholder.description)).toBeTruthy();
    expect(screen.queryByText(/Analysis Complete/)).toBeNull();
  });
});

describe('the Analysis Failed toast stays clear of the questionnaire', () => {
  test('When the analysis fails and the visitor tries again, then the failure toast goes away as the retry starts', async () => {
    installAnalyze(unavailable, () => 'never');
    editStoredAnswers(teacherAnswers);

    await runAnalysis();
    expect(await screen.findByText('Analysis Failed')).toBeTruthy();
    expect(screen.getByText(/Style analysis is temporarily unavailable/)).toBeTruthy();

    await runAnalysis();

    expect(await screen.findByRole('alertdialog', { name: 'Analyzing Your Style' })).toBeTruthy();
    // Well inside the toast's own display time: the retry closed it, not the timer.
    await waitFor(() => expect(screen.queryByText('Analysis Failed')).toBeNull(), {
      timeout: TOAST_DURATION_MS / 5,
    });
  });

  test('When the failure toast shows on a phone, then it sits at the top of the screen, away from Previous and Update Analysis', async () => {
    installAnalyze(unavailable);
    editStoredAnswers(teacherAnswers);

    await runAnalysis();
    const toast = await screen.findByText('Analysis Failed');

    // Tailwind is mobile-first: the classes without a breakpoint prefix are the phone layout.
    const viewport = toast.closest('ol')!;
    const phoneClasses = [...viewport.classList].filter((name) => !name.includes(':'));
    expect(phoneClasses).toContain('fixed');
    expect(phoneClasses.some((name) => /^top-/.test(name))).toBe(true);
    expect(phoneClasses.some((name) => /^(bottom-|inset-)/.test(name))).toBe(false);
  });
});
