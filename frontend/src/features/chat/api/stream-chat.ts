import {
  CHAT_HISTORY_SENT,
  chatResponseSchema,
  chatStreamEventSchema,
  type Analysis,
  type ChatMessage,
  type ChatPersona,
  type ChatResponse,
  type ChatStreamEvent,
  type OperationId,
  type PersonalBrand,
} from '@uniform/contracts';
import { ApiError, fetchOperation } from '../../../shared/api/api-client';
import { parseSseEvent } from '../../../shared/api/sse';

/** The operation of each persona (spec 2 §7). */
export const CHAT_OPERATIONS_BY_PERSONA = {
  stylist: 'chatStylist',
  strategist: 'chatBrandStrategist',
} as const satisfies Record<ChatPersona, OperationId>;

export interface ChatRequest {
  persona: ChatPersona;
  message: string;
  analysis: Analysis;
  personalBrand?: Partial<PersonalBrand>;
  /** The conversation before this message; only the last 5 are sent (spec 2 §4). */
  history: readonly ChatMessage[];
}

/** The request body: the last 5 earlier messages, without ids or timestamps the server does not need. */
export function chatRequestBody(request: ChatRequest) {
  const chatHistory = request.history
    .slice(-CHAT_HISTORY_SENT)
    .map(({ type, content }) => ({ type, content }));
  const body = { message: request.message, analysis: request.analysis, chatHistory };
  return request.persona === 'strategist' ? { ...body, personalBrand: request.personalBrand } : body;
}

/**
 * Splits server-sent events out of what has arrived so far: every complete event (a blank line ends
 * one), and the incomplete rest to keep for the next chunk. Only `data:` lines matter here; several
 * join with newlines, as the SSE format says. Events that are not ChatStreamEvents are skipped.
 */
export function parseSseChunk(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events: ChatStreamEvent[] = [];
  for (const block of blocks) {
    // A malformed event is skipped; the stream still has to end with `done` to count.
    const event = parseSseEvent(block, chatStreamEventSchema);
    if (event) events.push(event);
  }
  return { events, rest };
}

/**
 * Asks a persona with `Accept: text/event-stream`: `onDelta` gets the text as it arrives, and the
 * promise resolves with the whole answer of the final `done` event. A non-ok answer, an `error`
 * event or a stream that ends without `done` rejects with an ApiError; an abort rejects with
 * the AbortError. A server that answers JSON instead of a stream is read as the JSON contract.
 */
export async function streamChat(
  request: ChatRequest,
  options: { onDelta?: (text: string) => void; signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<ChatResponse> {
  const res = await fetchOperation(CHAT_OPERATIONS_BY_PERSONA[request.persona], chatRequestBody(request), {
    accept: 'text/event-stream',
    signal: options.signal,
    fetch: options.fetchImpl,
  });
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
    const answer = chatResponseSchema.parse(await res.json());
    options.onDelta?.(answer.response);
    return answer;
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += value;
      const parsed = parseSseChunk(done ? `${buffer}\n\n` : buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event.type === 'delta') options.onDelta?.(event.text);
        else if (event.type === 'done') return { response: event.response, engine: event.engine };
        else throw new ApiError(res.status, JSON.stringify({ message: event.message, code: event.code }));
      }
      if (done) throw new ApiError(res.status, 'The answer stopped before it was complete');
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
