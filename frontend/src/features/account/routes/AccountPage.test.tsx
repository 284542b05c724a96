/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  OIDC_SIGN_IN_ERRORS,
  oidcStartPath,
  type Account,
  type OperationId,
} from '@uniform/contracts';
import { operationOf } from '../../../testing/operations';
import { installDomShims } from '../../../testing/render';
import { teacherAnalysis } from '../../../testing/personas';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { Toaster } from '../../../shared/ui/Toaster';
import { dismissToast } from '../../../shared/ui/use-toast';
import { AccountButton } from '../components/AccountButton';
import { profileSync } from '../lib/profile-sync';
import AccountPage from './AccountPage';

/**
 * The account page (issue 21) from the user's side: its states, each change with the server's answer
 * shown beside the form, sign out everywhere, deletion, the no-billing note and the provider's trip
 * back. The edge is fetch: a fake account server that checks the password as the auth service does.
 */

const PASSWORD = 'tailored-navy-blazer';

interface Call {
  operation: OperationId;
  method: string;
  body: Record<string, unknown> | undefined;
}

type Answer = { status: number; body?: unknown };

function baseAccount(overrides: Partial<Account> = {}): Account {
  return {
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    createdAt: '2026-11-01T09:00:00.000Z',
    hasPassword: true,
    signInProviders: [],
    confirmedUntil: null,
    sessions: [
      {
        id: '6f1c1c52-0000-4000-8000-000000000001',
        current: true,
        device: 'Firefox on Linux',
        signedInAt: '2026-11-24T08:00:00.000Z',
        lastSeenAt: '2026-11-24T09:55:00.000Z',
      },
      {
        id: '6f1c1c52-0000-4000-8000-000000000002',
        current: false,
        device: null,
        signedInAt: '2026-11-20T08:00:00.000Z',
        lastSeenAt: '2026-11-21T18:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The account's side of the API, answering as the auth and profiles services do. */
function fakeAccountServer({ signedIn = true, account = baseAccount() } = {}) {
  const calls: Call[] = [];
  const failures = new Map<OperationId, Answer>();
  const holds = new Map<OperationId, Promise<void>>();
  const state = { signedIn, account, deleted: false };
  const json = (status: number, body?: unknown): Answer => ({ status, body });
  const signedOut = () => json(401, { message: ACCOUNT_MESSAGES.signInRequired, code: 'UNAUTHENTICATED' });

  /** The confirmation every sensitive change needs: the password, or a fresh provider sign-in. */
  function confirm(password: unknown): Answer | null {
    if (state.account.hasPassword) {
      if (password === PASSWORD) return null;
      if (password === undefined)
        return json(403, { message: ACCOUNT_MESSAGES.confirmationRequired, code: 'FORBIDDEN' });
      return json(401, { message: ACCOUNT_MESSAGES.wrongPassword, code: 'INVALID_CREDENTIALS' });
    }
    const fresh = state.account.confirmedUntil && Date.parse(state.account.confirmedUntil) > Date.now();
    return fresh ? null : json(403, { message: ACCOUNT_MESSAGES.confirmationRequired, code: 'FORBIDDEN' });
  }

  function route(operation: OperationId, body: Record<string, unknown> = {}): Answer {
    const failure = failures.get(operation);
    if (failure) return failure;
    if (operation === 'getOidcProviders')
      return json(200, {
        providers: [
          { id: 'google', name: 'Google' },
          { id: 'microsoft', name: 'Microsoft' },
        ],
      });
    if (!state.signedIn) return signedOut();
    const { account } = state;
    switch (operation) {
      case 'getSimpleAuthUser':
        return json(200, { email: account.email, firstName: account.firstName, lastName: account.lastName });
      case 'getAuthUser':
        return json(200, { firstName: account.firstName, lastName: account.lastName, profileImageUrl: null });
      case 'getProfileConsent':
        return json(200, { consent: false, givenAt: null });
      case 'getAccount':
        return json(200, account);
      case 'updateAccountNames': {
        const name = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
        state.account = { ...account, firstName: name(body.firstName), lastName: name(body.lastName) };
        return json(200, state.account);
      }
      case 'changeAccountEmail': {
        const refused = confirm(body.password);
        if (refused) return refused;
        state.account = { ...account, email: String(body.email) };
        return json(200, state.account);
      }
      case 'changeAccountPassword': {
        const refused = confirm(body.currentPassword);
        if (refused) return refused;
        state.account = {
          ...account,
          hasPassword: true,
          sessions: account.sessions.filter((session) => session.current),
        };
        return json(200, state.account);
      }
      case 'signOutEverywhere':
        state.signedIn = false;
        return json(204);
      case 'deleteAccount': {
        const refused = confirm(body.password);
        if (refused) return refused;
        state.signedIn = false;
        state.deleted = true;
        return json(204);
      }
      default:
        return json(404, { message: `No fake for ${operation}`, code: 'NOT_FOUND' });
    }
  }

  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const operation = operationOf(input, method);
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ operation, method, body });
    await holds.get(operation);
    const answer = route(operation, body);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      headers: { get: () => 'application/json' },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  }) as typeof fetch;

  return {
    state,
    calls,
    callsTo: (operation: OperationId) => calls.filter((call) => call.operation === operation),
    fail: (operation: OperationId, status: number, message: string) =>
      failures.set(operation, { status, body: { message, code: 'UNAVAILABLE' } }),
    heal: (operation: OperationId) => failures.delete(operation),
    /** Holds the answers to `operation` until the returned function is called. */
    hold(operation: OperationId) {
      let release = () => undefined as void;
      holds.set(operation, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(operation);
        release();
      };
    },
  };
}

/** The app as far as this page needs it: the header's account control above the page, and home. */
function renderApp(url = '/account') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>
              <AccountButton />
            </header>
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/account', element: <AccountPage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const toast = (text: string | RegExp) => screen.findByText(text, { selector: 'li *, li' });
const section = (name: string) =>
  screen.findByRole('heading', { name }).then((h) => h.closest('div.rounded-xl') as HTMLElement);

let errors: jest.SpyInstance;
beforeAll(installDomShims);
beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  dismissToast();
  profileSync.stop();
  analysisStore.clearAll();
  window.history.replaceState(null, '', '/');
  const logged = errors.mock.calls;
  errors.mockRestore();
  expect(logged).toEqual([]);
});
jest.setTimeout(30_000);

describe('the page’s states', () => {
  test('When nobody is signed in, then the page asks to sign in, and its button opens the account dialog', async () => {
    const server = fakeAccountServer({ signedIn: false });
    const user = userEvent.setup();
    renderApp();

    expect(await screen.findByRole('heading', { name: 'Sign in to see your account' })).toBeTruthy();
    expect(server.callsTo('getAccount')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Access' });
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });

  test('When the account is on its way, then the page says it is loading, then shows every section', async () => {
    const server = fakeAccountServer();
    const release = server.hold('getAccount');
    renderApp();

    const loading = await screen.findByText('Loading your account…');
    expect(loading.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
    act(() => release());
    for (const name of [
      'Your details',
      'E-mail',
      'Password',
      'Sign-in methods',
      'Style profile',
      'Active sessions',
      'Your data',
      'Billing',
      'Delete my account',
    ])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
  });

  test('When the account cannot be read, then the page says why, and Try again shows it once the server answers', async () => {
    const server = fakeAccountServer();
    server.fail('getAccount', 503, 'The account service is not answering.');
    const user = userEvent.setup();
    renderApp();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your account.');
    expect(alert.textContent).toContain('The account service is not answering.');
    server.heal('getAccount');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  test('When the session ended elsewhere before the account was read, then the page asks to sign in and the header says Login', async () => {
    const server = fakeAccountServer();
    const release = server.hold('getAccount');
    renderApp();
    expect(await screen.findByRole('button', { name: 'Grace Hopper' })).toBeTruthy();

    server.state.signedIn = false;
    act(() => release());

    expect(await screen.findByRole('heading', { name: 'Sign in to see your account' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  test('When a signed-in user opens the account menu, then its Account link leads to the page and closes the menu', async () => {
    fakeAccountServer();
    const user = userEvent.setup();
    const { router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Access' });
    await user.click(within(dialog).getByRole('link', { name: 'Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('When the page shows, then billing says plainly there is none, and sessions name the device or say unknown, marking this one', async () => {
    fakeAccountServer();
    renderApp();

    const billing = await section('Billing');
    expect(billing.textContent).toContain(ACCOUNT_MESSAGES.noBilling);
    const sessions = within(await section('Active sessions')).getAllByRole('listitem');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.textContent).toContain('Firefox on Linux');
    expect(sessions[0]!.textContent).toContain('This device');
    expect(sessions[1]!.textContent).toContain('Unknown device');
    expect(sessions[1]!.textContent).not.toContain('This device');
    const methods = await section('Sign-in methods');
    expect(methods.textContent).toContain('E-mail and password');
    expect(within(methods).getAllByText('Not linked')).toHaveLength(2);
  });
});

describe('changing the account', () => {
  test('When the user saves new names, then the server gets them, the page says so and the header shows the new name', async () => {
    const server = fakeAccountServer();
    const user = userEvent.setup();
    renderApp();

    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, '  Ada ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your name was saved.')).toBeTruthy();
    expect(server.callsTo('updateAccountNames')[0]!.body).toEqual({ firstName: 'Ada', lastName: 'Hopper' });
    expect(await screen.findByRole('button', { name: 'Ada Hopper' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
  });

  test('When the e-mail change has the wrong password, then the server’s sentence shows beside the form and nothing changes; the right one changes it', async () => {
    const server = fakeAccountServer();
    const user = userEvent.setup();
    renderApp();

    await user.type(await screen.findByLabelText('New e-mail'), 'grace.hopper@example.com');
    await user.type(screen.getByLabelText('Password, to confirm'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect(within(await section('E-mail')).getByText('grace@example.com')).toBeTruthy();
    expect(server.state.account.email).toBe('grace@example.com');

    const password = screen.getByLabelText('Password, to confirm');
    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));

    expect(await screen.findByText('Your e-mail is now grace.hopper@example.com.')).toBeTruthy();
    expect(server.callsTo('changeAccountEmail').map((call) => call.body)).toEqual([
      { email: 'grace.hopper@example.com', password: 'not-my-password' },
      { email: 'grace.hopper@example.com', password: PASSWORD },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('When the password is changed, then the page says other devices were signed out and lists only this one', async () => {
    const server = fakeAccountServer();
    const user = userEvent.setup();
    renderApp();

    const password = await section('Password');
    await user.type(within(password).getByLabelText('Current password'), PASSWORD);
    await user.type(within(password).getByLabelText('New password'), 'a-much-longer-secret');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await within(password).findByText(/Other devices were signed out/)).toBeTruthy();
    expect(server.callsTo('changeAccountPassword')[0]!.body).toEqual({
      currentPassword: PASSWORD,
      newPassword: 'a-much-longer-secret',
    });
    await waitFor(async () =>
      expect(within(await section('Active sessions')).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  test('When the account has no password, then e-mail changes wait for a Google confirmation, and once confirmed go through without a password', async () => {
    const google = {
      provider: 'google' as const,
      email: 'grace@gmail.com',
      linkedAt: '2026-11-02T09:00:00.000Z',
    };
    const server = fakeAccountServer({
      account: baseAccount({ hasPassword: false, signInProviders: [google] }),
    });
    const user = userEvent.setup();
    renderApp();

    const email = await section('E-mail');
    expect(within(email).queryByLabelText('Password, to confirm')).toBeNull();
    const confirm = await within(email).findByRole('link', { name: 'Confirm with Google' });
    expect(confirm.getAttribute('href')).toBe(
      `${oidcStartPath('google')}?intent=confirm&returnTo=%2Faccount`,
    );
    expect(within(email).queryByRole('link', { name: 'Confirm with Microsoft' })).toBeNull();
    expect((within(email).getByRole('button', { name: 'Change e-mail' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const methods = await section('Sign-in methods');
    expect(methods.textContent).toContain('No password set');
    expect(methods.textContent).toContain('Linked to grace@gmail.com on Nov 2, 2026');
    expect((await section('Password')).textContent).toContain('Set a password');

    // Back from Google: the server now counts the session as confirmed for a few minutes.
    cleanup();
    server.state.account = {
      ...server.state.account,
      confirmedUntil: new Date(Date.now() + 5 * 60_000).toISOString(),
    };
    renderApp();
    const confirmed = await section('E-mail');
    expect(await within(confirmed).findByText(/Confirmed: you can make these changes until/)).toBeTruthy();
    await user.type(within(confirmed).getByLabelText('New e-mail'), 'grace@work.example');
    await user.click(within(confirmed).getByRole('button', { name: 'Change e-mail' }));

    expect(await screen.findByText('Your e-mail is now grace@work.example.')).toBeTruthy();
    expect(server.callsTo('changeAccountEmail')[0]!.body).toEqual({ email: 'grace@work.example' });
  });
});

describe('signing out everywhere and deleting the account', () => {
  test('When the user confirms Sign out everywhere, then the server ends every session, this browser is signed out and lands on the home page', async () => {
    const server = fakeAccountServer();
    const user = userEvent.setup();
    const { router } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const question = screen.getByRole('group', { name: 'Sign out on every device?' });
    expect(server.callsTo('signOutEverywhere')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await toast('Signed out everywhere')).toBeTruthy();
    expect(server.callsTo('signOutEverywhere').map((call) => call.method)).toEqual(['DELETE']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  test('When Cancel is chosen in the confirm step, then nothing is sent and the button is back', async () => {
    const server = fakeAccountServer();
    const user = userEvent.setup();
    renderApp();

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('group', { name: 'Sign out on every device?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
    expect(server.callsTo('signOutEverywhere')).toHaveLength(0);
  });

  test('When the user deletes the account with the password, then DELETE is sent, this browser forgets the user and their analysis, and they land on the home page', async () => {
    const server = fakeAccountServer();
    analysisStore.set(teacherAnalysis());
    const user = userEvent.setup();
    const { router } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    for (const item of [
      /your account, its sign-in methods/,
      /saved style profiles/,
      /journal entries/,
      /Getup numbers/,
      /privacy inquiries/,
    ])
      expect(within(dialog).getByText(item)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect(server.state.deleted).toBe(false);

    const password = within(dialog).getByLabelText('Your password');
    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await toast('Account deleted')).toBeTruthy();
    expect(server.callsTo('deleteAccount').map((call) => [call.method, call.body])).toEqual([
      ['DELETE', { password: 'wrong-password' }],
      ['DELETE', { password: PASSWORD }],
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(analysisStore.get()).toBeNull();
  });
});

describe('back from a provider', () => {
  test('When the page opens with ?confirmed=google, then it says the confirmation worked and removes the parameter', async () => {
    fakeAccountServer();
    const { router } = renderApp('/account?confirmed=google');

    const status = await screen.findByText(/^Confirmed with Google\. For the next 5 minutes/);
    expect(status.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/account');
  });

  test('When the page opens with ?signin_error=not_linked, then it shows that message in the page (not the header’s toast) and removes the parameter', async () => {
    fakeAccountServer();
    // The header reads the address bar itself: it must leave this one to the page.
    window.history.replaceState(null, '', '/account?signin_error=not_linked');
    const { router } = renderApp('/account?signin_error=not_linked&tab=x');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OIDC_SIGN_IN_ERRORS.not_linked);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
    expect(screen.queryByText('Sign in failed')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  test('When the code is unknown, then the page shows the generic failure', async () => {
    fakeAccountServer();
    renderApp('/account?signin_error=%3Cscript%3E');

    expect((await screen.findByRole('alert')).textContent).toBe(OIDC_SIGN_IN_ERRORS.failed);
  });
});
