import { ModelError, type ModelClient } from '@uniform/ai';
import {
  CHAT_CONTENT_MAX,
  CHAT_FAILURE_MESSAGES,
  CHAT_MODEL_UNAVAILABLE,
  type Analysis,
  type ChatMessage,
  type ChatPersona,
  type ChatResponse,
  type ChatStreamEvent,
  type PersonalBrand,
} from '@uniform/contracts';
import { AppError, type Logger } from '@uniform/service-kit';
import { builtInAnswer } from './built-in-responder';
import {
  leaksInstructions,
  modelMessages,
  PRIVATE_INSTRUCTIONS_ANSWER,
  STREAM_HOLDBACK_CHARS,
} from './prompts';
import { profileOf } from './profile';

export interface ChatDeps {
  logger: Logger;
  /** The model, or null: the built-in responder answers. */
  model: ModelClient | null;
  /** Longest answer asked of the model. */
  maxTokens: number;
}

export interface ChatTurn {
  persona: ChatPersona;
  message: string;
  analysis: Analysis;
  personalBrand?: Partial<PersonalBrand>;
  /** Already cut to the last 5 by the request schema. */
  chatHistory: ChatMessage[];
}

/** The JSON form: one whole answer. A model failure is a 503 carrying the persona's §8 message. */
export async function answer(deps: ChatDeps, turn: ChatTurn, signal?: AbortSignal): Promise<ChatResponse> {
  const profile = profileOf(turn.analysis, turn.personalBrand);
  if (!deps.model) return { response: builtInAnswer(turn.persona, profile, turn.message), engine: 'offline' };
  try {
    const text = await deps.model.text({
      messages: modelMessages(turn.persona, profile, turn.chatHistory, turn.message),
      maxTokens: deps.maxTokens,
      signal,
    });
    return { response: guarded(turn.persona, text), engine: 'ai' };
  } catch (error) {
    throw modelUnavailable(deps, turn.persona, error);
  }
}

/**
 * The streamed form: `delta` events as the answer arrives, then `done` with the whole answer (or one
 * `error`). The last STREAM_HOLDBACK_CHARS are held back until the next piece so an answer that
 * starts repeating the instructions is replaced before any of them leave.
 */
export async function* answerStream(
  deps: ChatDeps,
  turn: ChatTurn,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  const profile = profileOf(turn.analysis, turn.personalBrand);
  if (!deps.model) {
    const text = builtInAnswer(turn.persona, profile, turn.message);
    for (const piece of text.match(/\S+\s*/g) ?? [text]) yield { type: 'delta', text: piece };
    yield { type: 'done', response: text, engine: 'offline' };
    return;
  }

  let received = '';
  let sent = 0;
  try {
    for await (const piece of deps.model.stream({
      messages: modelMessages(turn.persona, profile, turn.chatHistory, turn.message),
      maxTokens: deps.maxTokens,
      signal,
    })) {
      received += piece;
      if (leaksInstructions(turn.persona, received)) {
        deps.logger.warn({ persona: turn.persona }, 'model answer repeated the instructions; replaced');
        yield { type: 'done', response: PRIVATE_INSTRUCTIONS_ANSWER[turn.persona], engine: 'ai' };
        return;
      }
      const safeEnd = Math.min(received.length - STREAM_HOLDBACK_CHARS, CHAT_CONTENT_MAX);
      if (safeEnd > sent) {
        yield { type: 'delta', text: received.slice(sent, safeEnd) };
        sent = safeEnd;
      }
    }
  } catch (error) {
    const failure = modelUnavailable(deps, turn.persona, error);
    yield { type: 'error', code: failure.code, message: failure.message };
    return;
  }
  const response = clipAnswer(received.trim());
  if (!response) {
    const failure = modelUnavailable(deps, turn.persona, new ModelError('invalid-output', 'No text'));
    yield { type: 'error', code: failure.code, message: failure.message };
    return;
  }
  const rest = received.slice(sent, CHAT_CONTENT_MAX);
  if (rest) yield { type: 'delta', text: rest };
  yield { type: 'done', response, engine: 'ai' };
}

function guarded(persona: ChatPersona, text: string): string {
  return leaksInstructions(persona, text) ? PRIVATE_INSTRUCTIONS_ANSWER[persona] : clipAnswer(text);
}

function clipAnswer(text: string): string {
  return text.length <= CHAT_CONTENT_MAX ? text : `${text.slice(0, CHAT_CONTENT_MAX - 1)}…`;
}

function modelUnavailable(deps: ChatDeps, persona: ChatPersona, error: unknown): AppError {
  const kind = error instanceof ModelError ? error.kind : 'unexpected';
  const reason = error instanceof Error ? error.message : String(error);
  deps.logger.warn({ persona, kind, reason }, 'chat model failed');
  return new AppError(503, CHAT_MODEL_UNAVAILABLE, CHAT_FAILURE_MESSAGES[persona]);
}
