/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_FAILURE_MESSAGES, type ChatMessage, type OperationId } from '@uniform/contracts';
import { garmentVerdict, paletteFor } from '@uniform/style-engine';
import { operationOf } from '../../../testing/operations';
import {
  garmentPhotoFile,
  navyAndCamelOnWhite,
  restorePaintedCanvas,
  stubPaintedCanvas,
} from '../../../testing/painted-canvas';
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

describe("Scottie's garment check", () => {
  const season = analysis.colorAnalysis.season;
  const palette = paletteFor(season)!;
  const toggle = () => screen.getByRole('button', { name: 'Check a garment' });
  const checkRegion = () => screen.getByRole('region', { name: 'Check a garment' });
  const pickColour = (hex: string) =>
    fireEvent.change(within(checkRegion()).getByLabelText('Pick a color'), { target: { value: hex } });

  afterEach(restorePaintedCanvas);

  test('When a colour of her palette is picked, then a card in the conversation says "In your palette" and names it, and nothing is sent', async () => {
    const sent = installFetch(() => ({ status: 200, body: { response: 'ok' } }));
    render(<ChatPanel persona="stylist" analysis={analysis} />);
    const swatch = palette.recommended[0]!;

    await userEvent.click(toggle());
    pickColour(swatch.hex);

    const card = within(log()).getByRole('group', { name: 'Garment check' });
    expect(card.textContent).toContain('In your palette');
    expect(card.textContent).toContain(`Nearest in your palette: ${swatch.name}`);
    expect(card.textContent).toContain(swatch.hex.toUpperCase());
    expect(sent).toEqual([]);
  });

  test('When "Ask Scottie about it" is clicked under a colour to avoid, then the request carries only words naming the colour, its verdict and the nearest palette colour, and the card never goes as history', async () => {
    const sent = installFetch((body) => ({ status: 200, body: { response: `Re: ${body.message}` } }));
    render(<ChatPanel persona="stylist" analysis={analysis} />);
    const avoided = palette.avoid[0]!;
    const hex = avoided.hex.toUpperCase();
    const nearest = garmentVerdict(hex, season)!.nearest.name;

    await userEvent.click(toggle());
    pickColour(avoided.hex);
    const card = within(log()).getByRole('group', { name: 'Garment check' });
    expect(within(card).getByText('Avoid')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Ask Scottie about it' }));
    await waitFor(() => expect(sent).toHaveLength(1));

    const question = `I have a garment in ${hex}. The color check says ${hex} is one to avoid (nearest palette color: ${nearest}). How should I wear it?`;
    expect(sent[0]).toEqual({
      operation: 'chatStylist',
      body: { message: question, analysis, chatHistory: [] },
    });
    await waitFor(() => expect(within(log()).getByText(`Re: ${question}`)).toBeTruthy());
    await userEvent.type(textbox(), 'And with navy?{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.chatHistory.map((message) => message.content)).toEqual([
      question,
      `Re: ${question}`,
    ]);
  });

  test('When a photo of a navy-and-camel garment is used, then the card shows both colours with a verdict each and no request is made', async () => {
    const sent = installFetch(() => ({ status: 200, body: { response: 'ok' } }));
    const { drawn } = stubPaintedCanvas(navyAndCamelOnWhite);
    render(<ChatPanel persona="stylist" analysis={analysis} />);

    await userEvent.click(toggle());
    await userEvent.upload(within(checkRegion()).getByLabelText('Use a photo'), garmentPhotoFile());

    const card = await within(log()).findByRole('group', { name: 'Garment check' });
    const rows = within(card).getAllByRole('listitem');
    expect(drawn).toEqual([{ width: 200, height: 150 }]);
    expect(card.textContent).toContain('The photo’s 2 main colors:');
    expect(rows.map((row) => row.textContent?.match(/#[0-9A-F]{6}/)?.[0]).sort()).toEqual([
      '#1F2A44',
      '#C19A6B',
    ]);
    for (const row of rows) {
      expect(row.textContent).toMatch(/In your palette|Near — wear it away from your face|Avoid/);
      expect(row.textContent).toMatch(/Nearest in your palette: .+ \(ΔE \d+\.\d\)/);
    }
    expect(sent).toEqual([]);
  });

  test('When the keyboard is used, then Enter opens the check, Tab reaches its colour picker and photo input, and Escape closes it back onto its button', async () => {
    installFetch(() => ({ status: 200, body: { response: 'ok' } }));
    render(<ChatPanel persona="stylist" analysis={analysis} />);
    const user = userEvent.setup();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(checkRegion().parentElement!.id);
    await user.tab();
    expect(document.activeElement).toBe(within(checkRegion()).getByLabelText('Pick a color'));
    await user.tab();
    expect(document.activeElement).toBe(within(checkRegion()).getByLabelText('Use a photo'));
    await user.tab();
    expect(document.activeElement).toBe(within(checkRegion()).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Check a garment' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  test("When the chat is Cas's, or the season has no palette, then there is no garment check", () => {
    installFetch(() => ({ status: 200, body: { response: 'ok' } }));
    const { unmount } = render(<ChatPanel persona="strategist" analysis={analysis} />);
    expect(screen.queryByRole('button', { name: 'Check a garment' })).toBeNull();
    unmount();

    const noPalette = {
      ...analysis,
      colorAnalysis: { ...analysis.colorAnalysis, season: 'Insufficient Data' as const },
    };
    render(<ChatPanel persona="stylist" analysis={noPalette} />);
    expect(screen.queryByRole('button', { name: 'Check a garment' })).toBeNull();
  });
});
