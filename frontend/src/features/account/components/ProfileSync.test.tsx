/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from '../../dashboard';
import { analysisStore, useAnalysis } from '../../../shared/lib/analysis-store';
import { savedLooksStore } from '../../../shared/lib/saved-looks-store';
import { styleEditsStore } from '../../../shared/lib/style-edits-store';
import { founderAnalysis, teacherAnalysis, teacherAnswers } from '../../../testing/personas';
import { renderAt, setUpDashboardTests } from '../../../testing/render';
import { profileSync } from '../lib/profile-sync';
import { AccountButton } from './AccountButton';
import { ProfileSync } from './ProfileSync';

/**
 * The saved style profile from the user's side (issue 20): what the browser shows after signing in,
 * the one question when account and browser differ, saves after edits, sign-up's toast, sign-out,
 * the consent switch and the header's Save Profile. The API is the fake at the fetch edge, playing
 * the account and the profiles service.
 */
const { api } = setUpDashboardTests();
jest.setTimeout(60_000);
afterEach(() => profileSync.stop());

const toast = (text: string | RegExp) => screen.findByText(text, { selector: 'li *, li' });

/** What the dashboard decides from, small: the analysis in this browser and one of its edits. */
function BrowserProbe() {
  const analysis = useAnalysis();
  return <p data-testid="browser">{analysis ? analysis.styleArchetype : 'No analysis'}</p>;
}

/** The app's layout in small: the account control, the sync, and a page. */
function renderApp(page = <BrowserProbe />) {
  return renderAt(
    <>
      <AccountButton />
      <ProfileSync />
      {page}
    </>,
  );
}

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Grace Hopper' }));
  return screen.findByRole('dialog', { name: 'Account Access' });
}

describe('signing in with a saved profile', () => {
  test('When the browser has no analysis, then the saved profile loads into it: analysis, answers, edits, looks, items, tier', async () => {
    api().account.signIn();
    const saved = api().account.saveProfile({
      analysis: founderAnalysis(),
      answers: teacherAnswers,
      brandEdits: { brandStatement: 'Built on another phone.' },
      savedLooks: [{ look: 'pitchMeeting', savedAt: '2026-11-23T10:00:00.000Z' }],
      customItems: {
        blazer: {
          url: 'https://shop.example.com/navy-blazer',
          name: 'Navy Blazer',
          savedAt: '2026-11-23T10:00:00.000Z',
          pieceType: 'foundation',
        },
      },
      tier: 'luxury',
      seasonView: 'Deep Winter',
    });

    renderApp();

    await waitFor(() =>
      expect(screen.getByTestId('browser').textContent).toBe(founderAnalysis().styleArchetype),
    );
    expect(analysisStore.answers()).toEqual(saved.answers);
    expect(styleEditsStore.of(founderAnalysis())).toMatchObject({
      brandEdits: { brandStatement: 'Built on another phone.' },
      customItems: { blazer: { name: 'Navy Blazer' } },
      tier: 'luxury',
      seasonView: 'Deep Winter',
    });
    expect(savedLooksStore.all().map((entry) => entry.look)).toEqual(['pitchMeeting']);
    expect(profileSync.isBrowserSaved()).toBe(true);
    expect(api().callsTo('saveStyleProfile')).toHaveLength(0);
  });

  test('When account and browser hold different analyses, then one question is asked and "Keep my saved profile" loads the saved one without saving', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: founderAnalysis() });
    analysisStore.set(teacherAnalysis());
    const user = userEvent.setup();
    renderApp();

    const dialog = await screen.findByRole('dialog', { name: 'Which style profile should we keep?' });
    expect(within(dialog).getByText(new RegExp(founderAnalysis().styleArchetype))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    expect(screen.getByTestId('browser').textContent).toBe(teacherAnalysis().styleArchetype);

    await user.click(within(dialog).getByRole('button', { name: 'Keep my saved profile' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('browser').textContent).toBe(founderAnalysis().styleArchetype);
    expect(api().callsTo('saveStyleProfile')).toHaveLength(0);
    expect(api().callsTo('getStyleProfile')).toHaveLength(1);
  });

  test('When the user chooses "Use the analysis in this browser", then it is saved and becomes current, the other staying in the history', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: founderAnalysis() });
    analysisStore.set(teacherAnalysis(), teacherAnswers);
    const user = userEvent.setup();
    renderApp();

    const dialog = await screen.findByRole('dialog', { name: 'Which style profile should we keep?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the analysis in this browser' }));

    await waitFor(() => expect(api().callsTo('saveStyleProfile')).toHaveLength(1));
    await waitFor(() => expect(profileSync.isBrowserSaved()).toBe(true));
    expect(screen.getByTestId('browser').textContent).toBe(teacherAnalysis().styleArchetype);
    expect(api().account.current()?.analysis.styleArchetype).toBe(teacherAnalysis().styleArchetype);
    expect(api().account.profiles.map((profile) => profile.analysis.styleArchetype)).toEqual([
      teacherAnalysis().styleArchetype,
      founderAnalysis().styleArchetype,
    ]);
  });

  test('When the same analysis was changed here after the account saved it, then the browser’s is kept and saved without asking', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: teacherAnalysis(), brandEdits: { voiceAndTone: 'Old.' } });
    analysisStore.set(teacherAnalysis());
    // Changed here a day after the account's save (the fake's clock starts at 2026-11-24T08:00).
    styleEditsStore.replace(
      teacherAnalysis(),
      { brandEdits: { voiceAndTone: 'Newer, here.' }, customItems: {} },
      '2026-11-25T08:00:00.000Z',
    );
    renderApp();

    await waitFor(() => expect(api().callsTo('saveStyleProfile')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api().callsTo('saveStyleProfile')[0]!.body).toMatchObject({
      brandEdits: { voiceAndTone: 'Newer, here.' },
    });
  });

  test('When the user edits afterwards, then the change is saved to the account after a short pause, once', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: teacherAnalysis() });
    renderApp();
    await waitFor(() => expect(profileSync.isBrowserSaved()).toBe(true));

    styleEditsStore.setBrandEdit(teacherAnalysis(), 'brandStatement', 'First.');
    styleEditsStore.setBrandEdit(teacherAnalysis(), 'brandStatement', 'Second.');
    savedLooksStore.save(teacherAnalysis(), 'conference');
    expect(api().callsTo('saveStyleProfile')).toHaveLength(0);

    await waitFor(() => expect(api().callsTo('saveStyleProfile')).toHaveLength(1));
    expect(api().callsTo('saveStyleProfile')[0]!.body).toMatchObject({
      brandEdits: { brandStatement: 'Second.' },
      savedLooks: [{ look: 'conference' }],
    });
    await waitFor(() => expect(profileSync.isBrowserSaved()).toBe(true));
    expect(api().account.current()?.brandEdits).toEqual({ brandStatement: 'Second.' });
  });

  test('When a save fails, then a toast says so and the edit stays in this browser', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: teacherAnalysis() });
    renderApp();
    await waitFor(() => expect(profileSync.isBrowserSaved()).toBe(true));
    api().fail('saveStyleProfile', 503, 'The profiles service is down.');

    styleEditsStore.setBrandEdit(teacherAnalysis(), 'brandStatement', 'Kept anyway.');

    expect(
      await toast(/The profiles service is down\. Your changes are kept in this browser\./),
    ).toBeTruthy();
    expect(styleEditsStore.of(teacherAnalysis()).brandEdits.brandStatement).toBe('Kept anyway.');
    expect(profileSync.status()).toBe('failed');
  });
});

describe('signing up and out', () => {
  /** Opens the app and signs up as Grace, ticking "Save my style profile". */
  async function signUpWithConsent() {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Access' });
    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'a long and unusual passphrase');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Save my style profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  }

  test('When a visitor with an analysis signs up with consent, then "Account created!" shows only once the account holds the analysis', async () => {
    analysisStore.set(teacherAnalysis(), teacherAnswers);
    await signUpWithConsent();

    expect(await toast('Your profile has been saved successfully.')).toBeTruthy();
    const operations = api().calls.map((call) => call.operation);
    expect(operations.indexOf('setProfileConsent')).toBeGreaterThan(operations.indexOf('signUp'));
    expect(operations.indexOf('saveStyleProfile')).toBeGreaterThan(operations.indexOf('setProfileConsent'));
    expect(api().account.current()?.analysis.styleArchetype).toBe(teacherAnalysis().styleArchetype);
    expect(api().account.current()?.answers).toMatchObject(teacherAnswers);
  });

  test('When the profile cannot be saved at sign-up, then the toast says so instead of claiming it was saved', async () => {
    analysisStore.set(teacherAnalysis());
    api().fail('saveStyleProfile', 503, 'The profiles service is down.');
    await signUpWithConsent();

    expect(await toast(/your style profile was not saved: The profiles service is down\./)).toBeTruthy();
    expect(screen.queryByText('Your profile has been saved successfully.')).toBeNull();
    expect(analysisStore.get()?.styleArchetype).toBe(teacherAnalysis().styleArchetype);
  });

  test('When the browser’s analysis is saved in the account, then Sign Out clears this browser without asking', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: teacherAnalysis(), brandEdits: { voiceAndTone: 'Warm.' } });
    const user = userEvent.setup();
    renderApp();
    await waitFor(() => expect(profileSync.isBrowserSaved()).toBe(true));

    const dialog = await openAccountMenu(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));

    expect(
      await toast(/Your style profile is saved in your account and was cleared from this browser\./),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: /clear your style analysis/ })).toBeNull();
    expect(screen.getByTestId('browser').textContent).toBe('No analysis');
    expect(styleEditsStore.all()).toEqual({});
    expect(profileSync.status()).toBe('off');
  });

  test('When a change is not saved yet, then Sign Out still asks whether to clear this browser', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: teacherAnalysis() });
    const user = userEvent.setup();
    renderApp();
    await waitFor(() => expect(profileSync.isBrowserSaved()).toBe(true));
    styleEditsStore.setTier(teacherAnalysis(), 'entry');

    const dialog = await openAccountMenu(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));

    expect(
      await within(dialog).findByRole('group', { name: 'Also clear your style analysis from this browser?' }),
    ).toBeTruthy();
  });
});

describe('the account menu’s style profile', () => {
  test('When the user turns "Save my style profile" off, then it asks first; confirmed, consent is withdrawn and the saved profiles are gone', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: founderAnalysis() });
    api().account.saveProfile({ analysis: teacherAnalysis() });
    const user = userEvent.setup();
    renderApp();
    await waitFor(() => expect(profileSync.isBrowserSaved()).toBe(true));

    const dialog = await openAccountMenu(user);
    const toggle = within(dialog).getByRole('switch', { name: 'Save my style profile' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    const history = await within(dialog).findByRole('list', { name: 'Saved analyses' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Current')).toBeTruthy();

    await user.click(toggle);
    const confirm = within(dialog).getByRole('group', { name: 'Stop saving your style profile?' });
    expect(within(confirm).getByText(/This deletes your saved profiles/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Keep saving' }));
    expect(api().callsTo('setProfileConsent')).toHaveLength(0);

    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my saved profiles' }));

    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(api().callsTo('setProfileConsent')[0]!.body).toEqual({ consent: false });
    expect(api().account.profiles).toHaveLength(0);
    expect(within(dialog).getByRole('status', { name: '' }).textContent).toBe(
      'Your saved profiles were deleted.',
    );
    expect(within(dialog).queryByRole('list', { name: 'Saved analyses' })).toBeNull();
    expect(profileSync.status()).toBe('off');
  });

  test('When an older analysis is restored, then it loads into this browser and becomes current', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: founderAnalysis(), tier: 'entry' });
    api().account.saveProfile({ analysis: teacherAnalysis() });
    const user = userEvent.setup();
    renderApp();
    await waitFor(() =>
      expect(screen.getByTestId('browser').textContent).toBe(teacherAnalysis().styleArchetype),
    );

    const dialog = await openAccountMenu(user);
    const history = await within(dialog).findByRole('list', { name: 'Saved analyses' });
    await user.click(
      within(history).getByRole('button', {
        name: `Restore ${founderAnalysis().styleArchetype}, ${founderAnalysis().colorAnalysis.season}`,
      }),
    );

    await waitFor(() =>
      expect(screen.getByTestId('browser').textContent).toBe(founderAnalysis().styleArchetype),
    );
    expect(styleEditsStore.of(founderAnalysis()).tier).toBe('entry');
    expect(api().account.current()?.analysis.styleArchetype).toBe(founderAnalysis().styleArchetype);
    expect(profileSync.isBrowserSaved()).toBe(true);
  });
});

describe('Save Profile in the dashboard header', () => {
  test('When signed in with consent, then it reads Saved with the account in step, Save Profile after a change, and a click saves at once', async () => {
    api().account.signIn();
    api().account.saveProfile({ analysis: teacherAnalysis() });
    const user = userEvent.setup();
    renderApp(<DashboardPage />);

    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveProperty('disabled', false);

    act(() => styleEditsStore.setTier(teacherAnalysis(), 'luxury'));
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(api().callsTo('saveStyleProfile')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(api().account.current()?.tier).toBe('luxury');
  });

  test('When signed in without consent, then it is enabled and asks for consent; given, the browser’s analysis is saved', async () => {
    api().account.signIn({ withConsent: false });
    analysisStore.set(teacherAnalysis());
    const user = userEvent.setup();
    renderApp(<DashboardPage />);

    await waitFor(() => expect(api().callsTo('getProfileConsent').length).toBeGreaterThan(0));
    // The header's Save Profile loads after the header is painted (a disabled stand-in meanwhile).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Profile' })).toHaveProperty('disabled', false),
    );
    const button = screen.getByRole('button', { name: 'Save Profile' });
    expect(button.getAttribute('aria-describedby')).toBeNull();
    await user.click(button);
    const prompt = await screen.findByRole('dialog', { name: 'Save your style profile?' });
    await user.click(within(prompt).getByRole('button', { name: 'Save my style profile' }));

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(api().account.consent).toBe(true);
    expect(api().account.current()?.analysis.styleArchetype).toBe(teacherAnalysis().styleArchetype);
  });

  test('When signed out, then it is disabled with the premium mark', async () => {
    analysisStore.set(teacherAnalysis());
    renderApp(<DashboardPage />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Save Profile' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Premium');
  });
});
