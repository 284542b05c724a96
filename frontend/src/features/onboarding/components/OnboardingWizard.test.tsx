/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Analysis, QuestionnaireAnswers } from '@uniform/contracts';
import { buildAnalysis } from '@uniform/style-engine';
import { DashboardPage } from '../../dashboard';
import OnboardingPage from '../routes/OnboardingPage';
import { OnboardingWizard } from './OnboardingWizard';
import { onboardingDraft } from '../lib/draft';
import { DEFAULT_FORM_VALUES } from '../lib/form-values';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { operationOf } from '../../../testing/operations';
import { teacherAnalysis, teacherAnswers } from '../../../testing/personas';
import { setUpDashboardTests } from '../../../testing/render';
import { TooltipProvider } from '../../../shared/ui/Tooltip';

const { api } = setUpDashboardTests();
jest.setTimeout(60_000);

/** Every analysis the questionnaire asked for, answered by the real style engine. */
let analyzed: QuestionnaireAnswers[];
const RERUN_AT = '2026-11-24T10:00:00.000Z';

beforeAll(() => {
  // jsdom does not scroll; the wizard scrolls to the top on every step change.
  window.scrollTo = () => undefined;
});
beforeEach(() => {
  window.localStorage.clear();
  analyzed = [];
  const others = api().fetch;
  (globalThis as { fetch?: unknown }).fetch = async (input: string, init: RequestInit = {}) => {
    if (operationOf(input, init.method) !== 'analyzeStyle') return others(input, init);
    const answers = JSON.parse(String(init.body)) as QuestionnaireAnswers;
    analyzed.push(answers);
    const text = JSON.stringify({ ...buildAnalysis(answers), generatedAt: RERUN_AT });
    return {
      ok: true,
      status: 200,
      statusText: '200',
      headers: { get: () => 'application/json' },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  };
});

/** The questionnaire and the dashboard, as the app routes them, starting at `url`. */
function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function solveHumanCheck(user: UserEvent) {
  const question = screen.getByText(/^What is \d+ \+ \d+\?$/).textContent!;
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question)!;
  await user.type(screen.getByRole('spinbutton', { name: question }), String(Number(a) + Number(b)));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const stepShown = (step: number) => screen.findByText(`Step ${step} of 15`);

/** Opens the stored answers for editing at step 5 ("Edit your answers") and changes the occupation. */
async function editOccupation(user: UserEvent, occupation: string) {
  const router = renderApp('/onboarding?edit=5');
  await stepShown(5);
  const field = screen.getByRole('textbox', { name: 'Occupation' });
  await user.clear(field);
  await user.type(field, occupation);
  return router;
}

describe('the first screen comes before the rest of the code (issue 23)', () => {
  test('When /onboarding opens, then its heading shows while the questionnaire loads, then step 1 asks the human check', async () => {
    renderApp('/onboarding');

    expect(screen.getByRole('heading', { level: 1, name: 'Build Your Style Profile' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();

    expect(await screen.findByRole('spinbutton', { name: /^What is \d+ \+ \d+\?$/ })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Step 1 of 15')).toBeTruthy();
  });

  test('When the page reloads on a step whose code loads later, then that step comes back with its answers', async () => {
    onboardingDraft.save({
      step: 7,
      answers: {},
      values: { ...DEFAULT_FORM_VALUES, coreValues: ['Courage', 'Empathy'] },
    });

    render(<OnboardingWizard onComplete={jest.fn()} />);

    expect(screen.getByText('Step 7 of 15')).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Courage' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Empathy' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Integrity' })).toHaveProperty('checked', false);
  });
});

describe('Skip keeps what was typed (spec 1 §4)', () => {
  test('When a step is skipped half answered, then what passes its rule reaches the analysis and the rest waits in the form', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    render(<OnboardingWizard onComplete={onComplete} />);

    await solveHumanCheck(user);
    await stepShown(2);
    await user.type(
      screen.getByRole('textbox', { name: 'What are you building?' }),
      'A payments API for lenders',
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    await stepShown(3);
    await user.click(screen.getByRole('checkbox', { name: 'Bold and glam' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await stepShown(4);
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    await stepShown(5);
    await user.type(screen.getByRole('textbox', { name: 'Industry' }), 'Fintech');
    await user.type(screen.getByRole('textbox', { name: 'Occupation' }), 'C');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await stepShown(6);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('textbox', { name: 'Occupation' })).toHaveProperty('value', 'C');

    for (let step = 5; step < 15; step += 1) {
      await stepShown(step);
      await user.click(screen.getByRole('button', { name: 'Skip' }));
    }
    await stepShown(15);
    await user.click(screen.getByRole('button', { name: 'Complete Analysis' }));

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    const answers = onComplete.mock.calls[0]![0] as QuestionnaireAnswers;
    expect(answers).toMatchObject({
      whatBuilding: 'A payments API for lenders',
      styleFilms: ['bold and glam'],
      industry: 'Fintech',
    });
    // Too short to be an occupation yet, and no music chosen: not sent, so the service never refuses the answers.
    expect(answers).not.toHaveProperty('occupation');
    expect(answers).not.toHaveProperty('styleMusic');
    expect(answers).not.toHaveProperty('captchaAnswer');
  });
});

describe('Edit your answers (dashboard → questionnaire → new analysis)', () => {
  const storeTeacher = (): Analysis => {
    const analysis = teacherAnalysis();
    analysisStore.set(analysis, teacherAnswers);
    return analysis;
  };

  test('When the visitor follows Edit your answers, then the questionnaire opens on step 2 with every answer filled in', async () => {
    const user = userEvent.setup();
    storeTeacher();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('link', { name: 'Edit your answers' }));

    await stepShown(2);
    expect(screen.getByRole('textbox', { name: 'What are you building?' })).toHaveProperty(
      'value',
      teacherAnswers.whatBuilding,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('spinbutton', { name: /What is/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepShown(3);
    expect(screen.getByRole('checkbox', { name: 'Natural and soulful' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Indie and mellow' })).toHaveProperty('checked', true);
  });

  test('When the visitor picks a step from the list, then that step opens with its answers, and an edit made on the way is kept', async () => {
    const user = userEvent.setup();
    storeTeacher();
    renderApp('/onboarding?edit=');

    await stepShown(2);
    const building = screen.getByRole('textbox', { name: 'What are you building?' });
    await user.clear(building);
    await user.type(building, 'A debate club for every school in Seattle');
    await user.click(screen.getByRole('combobox', { name: 'Go to step' }));
    await user.click(await screen.findByRole('option', { name: '5. Your work' }));

    await stepShown(5);
    expect(screen.getByRole('textbox', { name: 'Industry' })).toHaveProperty('value', 'Education');
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toHaveProperty(
      'value',
      teacherAnswers.occupation,
    );
    await user.click(screen.getByRole('button', { name: 'Update Analysis' }));

    await waitFor(() => expect(analyzed).toHaveLength(1));
    expect(analyzed[0]!.whatBuilding).toBe('A debate club for every school in Seattle');
  });

  test('When the page reloads while editing, then the edits, the step and the editing mode come back', async () => {
    const user = userEvent.setup();
    storeTeacher();
    const first = await editOccupation(user, 'Head of English');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepShown(4);

    // Act: the same address opened again, as a reload does.
    first.dispose();
    cleanup();
    renderApp('/onboarding?edit=5');

    // Assert
    await stepShown(4);
    await user.click(screen.getByRole('button', { name: 'Update Analysis' }));
    await waitFor(() => expect(analyzed).toHaveLength(1));
    expect(analyzed[0]).toEqual({ ...teacherAnswers, occupation: 'Head of English' });
  });

  test('When an answer is changed and Update Analysis chosen, then the analysis is re-run on every answer and the dashboard shows the new one', async () => {
    const user = userEvent.setup();
    const before = storeTeacher();
    const router = await editOccupation(user, 'Head of English');
    await user.click(screen.getByRole('button', { name: 'Update Analysis' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(analyzed).toEqual([{ ...teacherAnswers, occupation: 'Head of English' }]);
    const after = analysisStore.get()!;
    expect(after.generatedAt).toBe(RERUN_AT);
    expect(after).not.toEqual(before);
    expect(after.personalityProfile.occupation).toBe('Head of English');
    expect(analysisStore.answers()).toEqual({ ...teacherAnswers, occupation: 'Head of English' });
    expect(await screen.findByRole('tab', { name: 'Brand Summary' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByText(after.styleArchetype)).toBeTruthy();
    // The header's line is the new summary's first sentence.
    expect(
      within(header).getByText((text) => text.endsWith('.') && after.brandSummary.startsWith(text)),
    ).toBeTruthy();
  });
});
