/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { SMS_MESSAGES, type Analysis, type OperationId } from '@uniform/contracts';
import { GETUP_FORM } from '../content/getup-content';
import { buildAnalysis } from '@uniform/style-engine';
import { memoryStorage } from '../../../testing/memory-storage';
import { operationOf } from '../../../testing/operations';
import { savedLooksAnalysisKey } from '../../../shared/lib/saved-looks-store';
import { createGetupTokenStore, GETUP_STORAGE_KEY } from '../lib/getup-token-store';
import { Toaster } from '../../../shared/ui/Toaster';
import { dismissToast } from '../../../shared/ui/use-toast';
import { GETUP_CLOSE_DELAY_MS, GetupSubscribeForm } from './GetupSubscribeForm';

type Answer = { status: number; body: unknown };
// A real analysis from the style engine (the same one the onboarding builds).
const analysis = buildAnalysis({
  industry: 'Education',
  occupation: 'Teacher',
  myersBriggs: 'ISFJ',
  veinColor: 'blue-purple',
  zipCode: '60601',
});

const signedOut = (): Answer => ({
  status: 401,
  body: { code: 'UNAUTHENTICATED', message: 'Not signed in' },
});

/**
 * fetch at the edge: records each Getup call and answers from `answers` by operation. Who is signed
 * in (getSimpleAuthUser) is nobody unless `answers` says otherwise, and is not recorded.
 */
function installFetch(answers: Partial<Record<OperationId, (body: Record<string, unknown>) => Answer>>) {
  const calls: { operation: OperationId; body: Record<string, unknown> }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    const operation = operationOf(url, init.method);
    if (operation !== 'getSimpleAuthUser') calls.push({ operation, body });
    const answer = answers[operation] ?? (operation === 'getSimpleAuthUser' ? signedOut : undefined);
    const { status, body: payload } = answer!(body);
    return {
      ok: status < 400,
      status,
      statusText: '',
      json: async () => payload,
      text: async () => JSON.stringify(payload),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const mobile = () => ({
  status: 200,
  body: { isValid: true, canReceiveSMS: true, lineType: 'mobile', e164: '+14155550101' },
});

let tokens: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  tokens = memoryStorage();
});
const keptToken = () => JSON.parse(tokens.data.get(GETUP_STORAGE_KEY) ?? 'null') as unknown;
const TOKEN = 'T'.repeat(43);
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function renderForm(onDone?: () => void, given: Analysis | null = analysis) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GetupSubscribeForm analysis={given} onDone={onDone} tokenStore={createGetupTokenStore(tokens)} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const result = () => screen.getByRole('status', { name: 'Getup subscription result' });
const phoneField = () => screen.getByLabelText('Mobile phone number') as HTMLInputElement;

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  jest.useRealTimers();
});

test('When digits are typed, then the field formats them as (###) ###-#### and stops at 14 characters', async () => {
  installFetch({});
  renderForm();
  await userEvent.type(phoneField(), '415555010199');
  expect(phoneField().value).toBe('(415) 555-0101');
  expect(phoneField().maxLength).toBe(14);
});

test('When subscribing with an empty number, then the inline error asks for it and nothing is sent', async () => {
  const calls = installFetch({});
  renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Start My Daily Getup' }));
  expect(screen.getByRole('alert').textContent).toBe(SMS_MESSAGES.subscribeEmpty);
  expect(phoneField().getAttribute('aria-invalid')).toBe('true');
  expect(calls).toHaveLength(0);
});

test('When the number is a landline, then the landline message shows inline and in a Subscription Failed toast, and no subscribe is sent', async () => {
  const calls = installFetch({
    validatePhone: () => ({
      status: 200,
      body: { isValid: true, canReceiveSMS: false, lineType: 'landline', error: SMS_MESSAGES.landline },
    }),
  });
  renderForm();
  await userEvent.type(phoneField(), '4155550102');
  await userEvent.click(screen.getByRole('button', { name: 'Start My Daily Getup' }));
  await waitFor(() => expect(screen.getByText('Subscription Failed')).toBeTruthy());
  // The inline error and the toast's description.
  expect(screen.getAllByText(SMS_MESSAGES.landline)).toHaveLength(2);
  expect(phoneField().getAttribute('aria-invalid')).toBe('true');
  expect(calls.map((c) => c.operation)).toEqual(['validatePhone']);
});

const PENDING = 'Almost there! We texted (415) 555-0101 — reply YES to start your 7 AM Getup.';
const pending = () => ({
  status: 200,
  body: { success: true, status: 'pending', message: PENDING, personalizationToken: TOKEN },
});

test('When subscribing succeeds pending the YES, then the message shows, the Success! toast appears and onDone fires after 2 s', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const calls = installFetch({
    validatePhone: mobile,
    smsSubscribe: pending,
  });
  const onDone = jest.fn();
  renderForm(onDone);
  await userEvent.type(phoneField(), '4155550101');
  await userEvent.click(screen.getByRole('button', { name: 'Start My Daily Getup' }));
  await waitFor(() => expect(result().textContent).toContain(PENDING));
  expect(result().textContent).toContain('Check your phone');
  expect(screen.getByText('Success!')).toBeTruthy();
  expect(screen.getAllByText(PENDING)).toHaveLength(2);
  expect(calls[1]).toEqual({
    operation: 'smsSubscribe',
    body: { phoneNumber: '(415) 555-0101', analysis, timeZone: ZONE },
  });
  // Sent with this analysis: the texts are already personal, the token is kept for later ones.
  expect(keptToken()).toEqual({ token: TOKEN, personalizedFor: savedLooksAnalysisKey(analysis) });
  expect(screen.queryByLabelText('ZIP code (optional)')).toBeNull();
  act(() => jest.advanceTimersByTime(GETUP_CLOSE_DELAY_MS - 100));
  expect(onDone).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(200));
  expect(onDone).toHaveBeenCalledTimes(1);
});

test('When a visitor without an analysis subscribes with a ZIP, then the button works, the ZIP and the browser zone are sent, and the token is kept as general', async () => {
  const calls = installFetch({
    validatePhone: mobile,
    smsSubscribe: pending,
  });
  renderForm(undefined, null);
  const zip = screen.getByLabelText('ZIP code (optional)') as HTMLInputElement;
  expect(screen.getByText(/Leave it empty to use this browser’s time zone/)).toBeTruthy();
  expect(screen.getByText(/your prompts are general style tips/)).toBeTruthy();
  const button = screen.getByRole('button', { name: 'Start My Daily Getup' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);

  await userEvent.type(phoneField(), '4155550101');
  await userEvent.type(zip, ' 80202 ');
  await userEvent.click(button);

  await waitFor(() => expect(result().textContent).toContain(PENDING));
  expect(calls[1]).toEqual({
    operation: 'smsSubscribe',
    body: { phoneNumber: '(415) 555-0101', zipCode: '80202', timeZone: ZONE },
  });
  expect(keptToken()).toEqual({ token: TOKEN, personalizedFor: null });
});

test('When a visitor leaves the ZIP empty, then only the browser zone is sent; a malformed ZIP is refused inline and nothing is sent', async () => {
  const calls = installFetch({
    validatePhone: mobile,
    smsSubscribe: pending,
  });
  renderForm(undefined, null);
  await userEvent.type(phoneField(), '4155550101');
  await userEvent.type(screen.getByLabelText('ZIP code (optional)'), '1234');
  await userEvent.click(screen.getByRole('button', { name: 'Start My Daily Getup' }));
  expect(await screen.findByText('Please enter a valid ZIP code')).toBeTruthy();
  expect(calls).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('ZIP code (optional)'));
  await userEvent.click(screen.getByRole('button', { name: 'Start My Daily Getup' }));
  await waitFor(() => expect(result().textContent).toContain(PENDING));
  expect(calls[1]!.body).toEqual({ phoneNumber: '(415) 555-0101', timeZone: ZONE });
});

test("When a visitor's number is rejected, then the Subscription Failed toast shows too", async () => {
  installFetch({
    validatePhone: () => ({
      status: 200,
      body: { isValid: false, canReceiveSMS: false, lineType: 'unknown', error: SMS_MESSAGES.invalidFormat },
    }),
  });
  renderForm(undefined, null);
  await userEvent.type(phoneField(), '4155550101');
  await userEvent.click(screen.getByRole('button', { name: 'Start My Daily Getup' }));
  await waitFor(() => expect(screen.getByText('Subscription Failed')).toBeTruthy());
  expect(screen.getAllByText(SMS_MESSAGES.invalidFormat)).toHaveLength(2);
});

test('When the number already gets Getup, then the result says so under "You\'re in!"', async () => {
  installFetch({
    validatePhone: mobile,
    smsSubscribe: () => ({
      status: 200,
      body: { success: true, status: 'active', message: "You're already subscribed to Getup." },
    }),
  });
  createGetupTokenStore(tokens).keep(TOKEN, null);
  renderForm();
  await userEvent.type(phoneField(), '4155550101');
  await userEvent.click(screen.getByRole('button', { name: 'Start My Daily Getup' }));
  await waitFor(() => expect(result().textContent).toContain("You're already subscribed to Getup."));
  expect(result().textContent).toContain("You're in!");
  // No token in an active answer: the one this browser kept from its own subscribe stays.
  expect(keptToken()).toEqual({ token: TOKEN, personalizedFor: null });
});

test('When subscribing fails, then the server message shows inline and in a Subscription Failed toast', async () => {
  installFetch({
    validatePhone: mobile,
    smsSubscribe: () => ({
      status: 503,
      body: { message: 'Phone validation failed', code: 'UPSTREAM_UNAVAILABLE' },
    }),
  });
  renderForm();
  await userEvent.type(phoneField(), '4155550101');
  await userEvent.click(screen.getByRole('button', { name: 'Start My Daily Getup' }));
  await waitFor(() => expect(screen.getByText('Subscription Failed')).toBeTruthy());
  expect(screen.getAllByText('Phone validation failed').length).toBeGreaterThanOrEqual(2);
});

test('When unsubscribing, then an empty number gets the Phone Number Required toast, a number the Unsubscribed toast', async () => {
  installFetch({
    smsUnsubscribe: () => ({
      status: 200,
      body: { success: true, message: "You've been unsubscribed from Getup." },
    }),
  });
  renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(screen.getByText('Phone Number Required')).toBeTruthy();
  expect(screen.getByText(SMS_MESSAGES.unsubscribeEmpty)).toBeTruthy();
  await userEvent.type(phoneField(), '4155550101');
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  await waitFor(() => expect(result().textContent).toContain("You've been unsubscribed from Getup."));
  // The toast's title and the result's heading.
  expect(screen.getAllByText('Unsubscribed').length).toBe(2);
});

test('When unsubscribing fails without a message, then the Unsubscribe Failed toast shows the fallback', async () => {
  installFetch({ smsUnsubscribe: () => ({ status: 500, body: {} }) });
  renderForm();
  await userEvent.type(phoneField(), '4155550101');
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  await waitFor(() => expect(screen.getByText('Unsubscribe Failed')).toBeTruthy());
  expect(screen.getByText('Failed to unsubscribe from Getup')).toBeTruthy();
});

test('When a signed-in user opens the form, then it says the number joins their account once it replies YES; a visitor is not told so', async () => {
  installFetch({
    getSimpleAuthUser: () => ({
      status: 200,
      body: { email: 'grace@example.com', firstName: 'Grace', lastName: null },
    }),
  });
  renderForm();
  const note = await screen.findByText(GETUP_FORM.accountLinkNote);
  expect(phoneField().getAttribute('aria-describedby')).toContain(note.id);
  cleanup();

  installFetch({});
  renderForm();
  await waitFor(() => expect(phoneField()).toBeTruthy());
  expect(screen.queryByText(GETUP_FORM.accountLinkNote)).toBeNull();
});
