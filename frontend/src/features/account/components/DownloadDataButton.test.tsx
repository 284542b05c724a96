/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ACCOUNT_EXPORT_MESSAGES, type OperationId } from '@uniform/contracts';
import { operationOf } from '../../../testing/operations';
import { installDomShims } from '../../../testing/render';
import { Toaster } from '../../../shared/ui/Toaster';
import { dismissToast } from '../../../shared/ui/use-toast';
import { DOWNLOAD_DATA } from '../content/account-content';
import { AccountButton } from './AccountButton';

/**
 * "Download my data" in the signed-in account menu (issue 21): the file the server sends is saved
 * under the server's name, the button says it is working meanwhile, and a failure is a toast. The
 * edge is fetch; the browser's "save" is observed through URL.createObjectURL and the link's click.
 */

const FILE = JSON.stringify({
  format: 'uniform-account-export',
  version: 1,
  account: { email: 'grace@example.com' },
});

interface ExportAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** A signed-in account whose export answers when `release` is called, with `answer`. */
function signedInAccount(answer: ExportAnswer) {
  const calls: OperationId[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const operation = operationOf(input, init.method);
    calls.push(operation);
    if (operation === 'exportAccountData') {
      await released;
      return {
        ok: answer.status < 300,
        status: answer.status,
        statusText: String(answer.status),
        headers: { get: (name: string) => answer.headers[name.toLowerCase()] ?? null },
        blob: async () => new Blob([answer.body], { type: 'application/json' }),
        text: async () => answer.body,
        json: async () => JSON.parse(answer.body) as unknown,
      } as unknown as Response;
    }
    const body =
      operation === 'getSimpleAuthUser'
        ? { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' }
        : operation === 'getAuthUser'
          ? { firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null }
          : operation === 'getProfileConsent'
            ? { consent: false, givenAt: null }
            : { providers: [] };
    return {
      ok: true,
      status: 200,
      statusText: '200',
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
  return { calls, release: () => release() };
}

/** What the browser was handed to save: the name on the link and the blob behind its URL. */
function observeSaves() {
  const saved: { fileName: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => ((lastBlob = blob), 'blob:uniform-data')),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: lastBlob! });
  });
  return saved;
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {/* The signed-in menu links to the account page, so it sits inside a router as in the app. */}
      <MemoryRouter>
        <AccountButton />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Grace Hopper' }));
  return screen.findByRole('dialog', { name: 'Account Access' });
}

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  dismissToast();
  jest.restoreAllMocks();
});

describe('Download my data', () => {
  test('When the user clicks it, then it says it is preparing, and the file is saved as the server sent it under the server’s name', async () => {
    const account = signedInAccount({
      status: 200,
      body: FILE,
      headers: {
        'content-type': 'application/json',
        'content-disposition': 'attachment; filename="uniform-data-2026-11-24.json"',
      },
    });
    const saved = observeSaves();
    const user = userEvent.setup();
    const dialog = await openAccountMenu(user);

    await user.click(within(dialog).getByRole('button', { name: DOWNLOAD_DATA.label }));

    const pending = await within(dialog).findByRole('button', { name: DOWNLOAD_DATA.pending });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(saved).toEqual([]);
    await act(async () => account.release());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('uniform-data-2026-11-24.json');
    expect(await readBlob(saved[0]!.blob)).toBe(FILE);
    const button = await within(dialog).findByRole('button', { name: DOWNLOAD_DATA.label });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(account.calls.filter((call) => call === 'exportAccountData')).toHaveLength(1);
  });

  test('When the export cannot be completed, then a toast says why, nothing is saved, and the button can be pressed again', async () => {
    const account = signedInAccount({
      status: 503,
      body: JSON.stringify({ message: ACCOUNT_EXPORT_MESSAGES.unavailable, code: 'DEPENDENCY_UNAVAILABLE' }),
      headers: { 'content-type': 'application/json' },
    });
    account.release();
    const saved = observeSaves();
    const user = userEvent.setup();
    const dialog = await openAccountMenu(user);

    await user.click(within(dialog).getByRole('button', { name: DOWNLOAD_DATA.label }));

    expect(await screen.findByText(DOWNLOAD_DATA.failedTitle)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_EXPORT_MESSAGES.unavailable)).toBeTruthy();
    expect(saved).toEqual([]);
    const button = await within(dialog).findByRole('button', { name: DOWNLOAD_DATA.label });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
