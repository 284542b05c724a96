import { CHAT_HISTORY_SENT, type ChatMessage } from '@uniform/contracts';
import { teacherAnalysis } from '../../../testing/personas';
import { ApiError, parseApiError } from '../../../shared/api/api-client';
import { chatRequestBody, parseSseChunk, streamChat } from './stream-chat';

const analysis = teacherAnalysis();
const sse = (...events: object[]) => events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');

/** A fetch answering a text/event-stream body delivered in the given chunks. */
function streamingFetch(chunks: string[], status = 200, type = 'text/event-stream'): typeof fetch {
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { status, headers: { 'content-type': type } },
    );
}

describe('parseSseChunk', () => {
  test('When events arrive split across chunks, then complete ones are parsed and the rest is kept', () => {
    const first = parseSseChunk('data: {"type":"delta","text":"Hel"}\n\ndata: {"type":"del');
    expect(first.events).toEqual([{ type: 'delta', text: 'Hel' }]);
    const second = parseSseChunk(`${first.rest}ta","text":"lo"}\r\n\r\n`);
    expect(second.events).toEqual([{ type: 'delta', text: 'lo' }]);
    expect(second.rest).toBe('');
  });

  test('When an event is malformed or not a chat event, then it is skipped', () => {
    expect(parseSseChunk(': comment\n\ndata: nope\n\ndata: {"type":"other"}\n\n').events).toEqual([]);
  });
});

describe('streamChat', () => {
  test('When the answer streams, then each delta is reported and the done answer is returned', async () => {
    const deltas: string[] = [];
    const body = sse(
      { type: 'delta', text: 'Wear ' },
      { type: 'delta', text: 'dusty blue.' },
      { type: 'done', response: 'Wear dusty blue.', engine: 'ai' },
    );
    const answer = await streamChat(
      { persona: 'stylist', message: 'Colours?', analysis, history: [] },
      {
        fetchImpl: streamingFetch([body.slice(0, 17), body.slice(17, 40), body.slice(40)]),
        onDelta: (d) => deltas.push(d),
      },
    );
    expect(deltas).toEqual(['Wear ', 'dusty blue.']);
    expect(answer).toEqual({ response: 'Wear dusty blue.', engine: 'ai' });
  });

  test('When the stream carries an error event, then it rejects with its message', async () => {
    const failing = streamChat(
      { persona: 'strategist', message: 'Hi', analysis, history: [] },
      { fetchImpl: streamingFetch([sse({ type: 'error', code: 'MODEL_UNAVAILABLE', message: 'Trouble' })]) },
    );
    const error = await failing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(parseApiError(error)).toMatchObject({ message: 'Trouble', code: 'MODEL_UNAVAILABLE' });
  });

  test('When the stream ends without done, or the server answers 429, then it rejects', async () => {
    await expect(
      streamChat(
        { persona: 'stylist', message: 'Hi', analysis, history: [] },
        { fetchImpl: streamingFetch([sse({ type: 'delta', text: 'Half' })]) },
      ),
    ).rejects.toThrow('stopped before it was complete');
    const limited = await streamChat(
      { persona: 'stylist', message: 'Hi', analysis, history: [] },
      {
        fetchImpl: streamingFetch(
          ['{"message":"Too many requests","code":"RATE_LIMITED"}'],
          429,
          'application/json',
        ),
      },
    ).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ApiError);
    expect(parseApiError(limited)).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests',
    });
  });

  test('When the history is long, then only the last 5 go in the body; Cas also gets the personal brand', () => {
    const history: ChatMessage[] = Array.from({ length: 8 }, (_, index) => ({
      id: `m${index}`,
      type: index % 2 ? 'assistant' : 'user',
      content: `message ${index}`,
    }));
    const stylist = chatRequestBody({ persona: 'stylist', message: 'Hi', analysis, history });
    expect(stylist.chatHistory).toHaveLength(CHAT_HISTORY_SENT);
    expect(stylist.chatHistory[0]).toEqual({ type: 'assistant', content: 'message 3' });
    expect(stylist).not.toHaveProperty('personalBrand');
    const cas = chatRequestBody({
      persona: 'strategist',
      message: 'Hi',
      analysis,
      history,
      personalBrand: { brandWords: 'calm' },
    });
    expect(cas).toMatchObject({ personalBrand: { brandWords: 'calm' } });
  });
});
