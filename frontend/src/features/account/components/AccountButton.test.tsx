/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { OperationId } from '@uniform/contracts';
import { operationOf } from '../../../testing/operations';
import type { NavUser, SimpleUser } from '../api/auth';
import { AccountButton } from './AccountButton';

/** fetch at the edge: the signed-in user as the two user calls answer for it. */
function signedIn(simple: SimpleUser, nav: NavUser) {
  const answers: Partial<Record<OperationId, unknown>> = { getSimpleAuthUser: simple, getAuthUser: nav };
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const body = answers[operationOf(input, init.method)];
    return {
      ok: true,
      status: 200,
      statusText: '',
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
}

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {/* The signed-in menu links to the account page, so it sits inside a router as in the app. */}
      <MemoryRouter>
        <AccountButton />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the navigation bar names the signed-in account (spec 1 §2)', () => {
  test('When the account was created without names, then the bar shows the part of the e-mail before the @', async () => {
    signedIn(
      { email: 'ada.lovelace@example.com', firstName: null, lastName: null },
      { firstName: null, lastName: null, profileImageUrl: null },
    );
    renderButton();

    expect(await screen.findByRole('button', { name: 'ada.lovelace' })).toBeTruthy();
    expect(screen.queryByText('Your account')).toBeNull();
  });

  test('When the account has names, then the bar shows first and last name', async () => {
    signedIn(
      { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      { firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
    );
    renderButton();

    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeTruthy();
  });
});
