/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_FAILURE_MESSAGES, type ChatMessage, type OperationId } from '@uniform/contracts';
import { operationOf } from '../../../testing/operations';
import { teacherAnalysis } from '../../../testing/personas';
import { ChatPanel } from './ChatPanel';

const analysis = teacherAnalysis();

interface SentBody {
  message: string;
  chatHistory: ChatMessage[];
  personalBrand?: unknown;
}

/** The browser's fetch at the edge: records each body and answers JSON (jsdom has no streams). */
function installFetch(answer: (body: SentBody) => { status: number; body: unknown }) {
  const sent: { operation: OperationId; body: SentBody }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as SentBody;
    sent.push({ operation: operationOf(url, init.method), body });
    const { status, body: payload } = answer(body);
    return {
      ok: status < 400,
      status,
      statusText: '',
      headers: new Headers({ 'content-type': 'application/json' }),
      json: async () => payload,
      text: async () => JSON.stringify(payload),
    } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

const log = () => screen.getByRole('log');
const textbox = () => screen.getByRole('textbox', { name: 'Message Scottie' });

beforeAll(() => {
  window.HTMLElement.prototype.scrollIntoView = () => undefined;
  globalThis.requestAnimationFrame ??= (callback) => setTimeout(() => callback(0), 0) as unknown as number;
});

test('When Scottie opens, then the greeting and chips show; after the first message the chips go', async () => {
  const sent = installFetch((body) => ({ status: 200, body: { response: `Answer to ${body.message}` } }));
  render(<ChatPanel persona="stylist" analysis={analysis} />);
  expect(within(log()).getByText(/Hi, I'm Scottie/)).toBeTruthy();
  const chips = screen.getByRole('list', { name: 'Suggested questions' });
  await userEvent.click(within(chips).getByRole('button', { name: 'Which colors suit me best?' }));
  await waitFor(() => expect(within(log()).getByText('Answer to Which colors suit me best?')).toBeTruthy());
  expect(screen.queryByRole('list', { name: 'Suggested questions' })).toBeNull();
  expect(sent[0]).toEqual({
    operation: 'chatStylist',
    body: { message: 'Which colors suit me best?', analysis, chatHistory: [] },
  });
});

test('When typing, then Shift+Enter adds a line, Enter sends, and earlier turns go as history', async () => {
  const sent = installFetch((body) => ({ status: 200, body: { response: `Re: ${body.message}` } }));
  render(<ChatPanel persona="stylist" analysis={analysis} />);
  await userEvent.type(textbox(), 'First line{Shift>}{Enter}{/Shift}second line');
  expect((textbox() as HTMLTextAreaElement).value).toBe('First line\nsecond line');
  expect(sent).toHaveLength(0);
  await userEvent.type(textbox(), '{Enter}');
  await waitFor(() => expect(within(log()).getByText(/Re: First line\s+second line/)).toBeTruthy());
  for (const question of ['Two', 'Three']) {
    await userEvent.type(textbox(), `${question}{Enter}`);
    await waitFor(() => expect(within(log()).getByText(`Re: ${question}`)).toBeTruthy());
  }
  // The greeting is not history; the earlier turns are, oldest first.
  expect(sent[2]!.body.chatHistory.map((message) => message.content)).toEqual([
    'First line\nsecond line',
    'Re: First line\nsecond line',
    'Two',
    'Re: Two',
  ]);
  expect(sent[2]!.body.chatHistory).toHaveLength(4);
  // Whitespace only is never sent.
  await userEvent.type(textbox(), '   {Enter}');
  expect(sent).toHaveLength(3);
  expect(
    (screen.getByRole('button', { name: 'Send message to Scottie' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});

test('When the call fails, then Cas adds the strategist failure message of spec 2 §8', async () => {
  installFetch(() => ({ status: 503, body: { message: 'down', code: 'MODEL_UNAVAILABLE' } }));
  render(<ChatPanel persona="strategist" analysis={analysis} personalBrand={{ brandWords: 'calm' }} />);
  const input = screen.getByRole('textbox', { name: 'Message Cas' });
  await userEvent.type(input, 'Who is my audience?{Enter}');
  await waitFor(() => expect(within(log()).getByText(CHAT_FAILURE_MESSAGES.strategist)).toBeTruthy());
  expect((input as HTMLTextAreaElement).disabled).toBe(false);
});

test('When "Ask Scottie" passes a new prefill key, then the input is filled again without sending', async () => {
  const sent = installFetch(() => ({ status: 200, body: { response: 'ok' } }));
  const question = 'How should the blazer fit?';
  const asked = (key: number) => (
    <ChatPanel persona="stylist" analysis={analysis} prefill={{ text: question, key }} />
  );
  const { rerender } = render(asked(1));
  expect((textbox() as HTMLTextAreaElement).value).toBe(question);
  await userEvent.clear(textbox());
  act(() => rerender(asked(2)));
  expect((textbox() as HTMLTextAreaElement).value).toBe(question);
  expect(sent).toHaveLength(0);
});
