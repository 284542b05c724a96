/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OIDC_SIGN_IN_ERRORS, oidcLinkedNotice, oidcStartPath } from '@uniform/contracts';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { teacherAnalysis } from '../../../testing/personas';
import { renderAt, setUpDashboardTests } from '../../../testing/render';
import { profileSync } from '../lib/profile-sync';
import { AccountButton } from './AccountButton';

/**
 * Sign-in with Google and Microsoft from the user's side (issue 21): a button for each provider the
 * server has set up, consent carried from the Sign Up tab, and the greeting or the reason when the
 * provider sends the browser back. The API is the fake at the fetch edge.
 */
const { api } = setUpDashboardTests();
jest.setTimeout(30_000);
afterEach(() => {
  profileSync.stop();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const toast = (text: string | RegExp) => screen.findByText(text, { selector: 'li *, li' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderAt(<AccountButton />);
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  return screen.findByRole('dialog', { name: 'Account Access' });
}

const BOTH = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
] as const;

describe('the provider buttons', () => {
  test('When Google and Microsoft are set up, then both tabs show "Continue with …" links to their start, above the e-mail form', async () => {
    api().setOidcProviders([...BOTH]);
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    const google = await within(dialog).findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(oidcStartPath('google'));
    expect(within(dialog).getByRole('link', { name: 'Continue with Microsoft' }).getAttribute('href')).toBe(
      oidcStartPath('microsoft'),
    );
    const email = within(dialog).getByLabelText('Email');
    expect(google.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    expect(await within(dialog).findByRole('link', { name: 'Continue with Microsoft' })).toBeTruthy();
  });

  test('When only Google is set up, then there is no Microsoft button', async () => {
    api().setOidcProviders([BOTH[0]]);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('link', { name: 'Continue with Google' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Continue with Microsoft' })).toBeNull();
  });

  test('When no provider is set up, then the Sign Up tab is the e-mail form alone with its one consent box after the names', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));

    const consent = await within(dialog).findByRole('checkbox', { name: 'Save my style profile' });
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
    const lastName = within(dialog).getByLabelText('Last name (optional)');
    expect(lastName.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('When "Save my style profile" is ticked on the Sign Up tab, then the provider links ask for consent and this tab remembers it on the way out', async () => {
    api().setOidcProviders([...BOTH]);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    const boxes = await within(dialog).findAllByRole('checkbox', { name: 'Save my style profile' });
    expect(boxes).toHaveLength(1);
    const google = await within(dialog).findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(oidcStartPath('google'));

    await user.click(boxes[0]!);
    expect(google.getAttribute('href')).toBe(`${oidcStartPath('google')}?consent=1`);
    // jsdom cannot navigate: the browser's default action is stopped once the app has seen the click.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(google);
    expect(sessionStorage.getItem('uniform.oidc.pendingConsent')).toBe('google');
  });
});

describe('back from the provider', () => {
  test('When the provider sign-in worked without consent, then a welcome toast names the provider, no consent is given and the address is cleaned', async () => {
    api().account.signIn({ withConsent: false });
    window.history.replaceState(null, '', '/?signin=microsoft');

    renderAt(<AccountButton />);

    expect(await toast("You're signed in with Microsoft.")).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(api().callsTo('setProfileConsent')).toEqual([]);
  });

  test('When consent was ticked before leaving, then consent is given and the analysis in this browser saved to the account', async () => {
    api().account.signIn({ withConsent: false });
    analysisStore.set(teacherAnalysis());
    sessionStorage.setItem('uniform.oidc.pendingConsent', 'google');
    window.history.replaceState(null, '', '/?signin=google');

    renderAt(<AccountButton />);

    expect(await toast('Your profile has been saved successfully.')).toBeTruthy();
    expect(
      api()
        .callsTo('setProfileConsent')
        .map((call) => call.body),
    ).toEqual([{ consent: true }]);
    await waitFor(() => expect(api().account.profiles).toHaveLength(1));
    expect(sessionStorage.getItem('uniform.oidc.pendingConsent')).toBeNull();
  });

  test('When a link carries ?signin but this tab never ticked consent, then no consent is given', async () => {
    api().account.signIn({ withConsent: false });
    sessionStorage.setItem('uniform.oidc.pendingConsent', 'microsoft');
    window.history.replaceState(null, '', '/?signin=google');

    renderAt(<AccountButton />);

    expect(await toast("You're signed in with Google.")).toBeTruthy();
    expect(api().callsTo('setProfileConsent')).toEqual([]);
  });

  test('When the sign-in linked an existing account, then the toast says its password was removed and other sessions signed out, and the address is cleaned', async () => {
    api().account.signIn({ withConsent: false });
    window.history.replaceState(null, '', '/?signin=google&linked=1&tab=2');

    renderAt(<AccountButton />);

    expect(await toast(oidcLinkedNotice('google'))).toBeTruthy();
    expect(oidcLinkedNotice('google')).toMatch(/Google sign-in .* removed its password/);
    expect(window.location.search).toBe('?tab=2');
    expect(api().callsTo('setProfileConsent')).toEqual([]);
  });

  test('When the sign-in was refused, then the toast says why', async () => {
    window.history.replaceState(null, '', '/?signin_error=unverified_email');

    renderAt(<AccountButton />);

    expect(await toast(OIDC_SIGN_IN_ERRORS.unverified_email)).toBeTruthy();
    expect(window.location.search).toBe('');
  });
});
