import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { aiEnvSchema, type AiConfig } from './config';

/** Why a model answer could not be used; every kind falls back to the built-in engine. */
export type ModelErrorKind = 'timeout' | 'http' | 'network' | 'invalid-output' | 'refusal' | 'aborted';

export class ModelError extends Error {
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ModelError';
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StructuredRequest<S extends z.ZodType> {
  /** Names the schema for the model (letters, digits, _ and -). */
  name: string;
  schema: S;
  system: string;
  user: string;
  /** Overrides the configured deadline for this call. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface TextRequest {
  messages: ChatMessage[];
  timeoutMs?: number;
  signal?: AbortSignal;
  maxTokens?: number;
}

/** The model provider, as the product uses it. */
export interface ModelClient {
  readonly model: string;
  /** One structured-output call; the answer is parsed and checked by `schema`, or a ModelError. */
  structured<S extends z.ZodType>(request: StructuredRequest<S>): Promise<z.infer<S>>;
  /** One plain-text answer. */
  text(request: TextRequest): Promise<string>;
  /** A streamed answer, piece by piece; the deadline covers the whole stream. */
  stream(request: TextRequest): AsyncIterable<string>;
}

export interface ModelClientOptions {
  /** For tests under jest: `sameRealmFetch` from the test kit. */
  fetch?: typeof fetch;
}

/**
 * The OpenAI SDK with the deadline and retries set explicitly (its defaults, 10 minutes and 2
 * retries, would let one call hang for half an hour). The deadline covers the whole call, retries
 * included: one AbortSignal ends it, so a slow model costs at most `OPENAI_TIMEOUT_MS`.
 * Returns null when no API key is configured: the caller uses the built-in engine.
 */
export function createModelClient(config: AiConfig, options: ModelClientOptions = {}): ModelClient | null {
  if (!config.OPENAI_API_KEY) return null;
  const sdk = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.OPENAI_TIMEOUT_MS,
    maxRetries: config.OPENAI_MAX_RETRIES,
    fetch: options.fetch,
  });
  const model = config.OPENAI_MODEL;

  const deadline = (timeoutMs: number | undefined, outer: AbortSignal | undefined) => {
    const ms = timeoutMs ?? config.OPENAI_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new ModelError('timeout', `No answer within ${ms} ms`)),
      ms,
    );
    const onOuterAbort = () => controller.abort(new ModelError('aborted', 'The caller went away'));
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    return {
      ms,
      signal: controller.signal,
      done: () => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onOuterAbort);
      },
    };
  };

  return {
    model,

    async structured(request) {
      const limit = deadline(request.timeoutMs, request.signal);
      try {
        const completion = await sdk.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
            response_format: zodResponseFormat(request.schema, request.name),
          },
          { signal: limit.signal, timeout: limit.ms },
        );
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new ModelError('refusal', `The model refused: ${message.refusal}`);
        return parseStructured(request.schema, message?.content);
      } catch (error) {
        throw toModelError(error, limit.signal);
      } finally {
        limit.done();
      }
    },

    async text(request) {
      const limit = deadline(request.timeoutMs, request.signal);
      try {
        const completion = await sdk.chat.completions.create(
          { model, messages: request.messages, max_tokens: request.maxTokens },
          { signal: limit.signal, timeout: limit.ms },
        );
        const content = completion.choices[0]?.message?.content?.trim();
        if (!content) throw new ModelError('invalid-output', 'The model answered with no text');
        return content;
      } catch (error) {
        throw toModelError(error, limit.signal);
      } finally {
        limit.done();
      }
    },

    async *stream(request) {
      const limit = deadline(request.timeoutMs, request.signal);
      try {
        const chunks = await sdk.chat.completions.create(
          { model, messages: request.messages, max_tokens: request.maxTokens, stream: true },
          { signal: limit.signal, timeout: limit.ms },
        );
        for await (const chunk of chunks) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) yield piece;
        }
      } catch (error) {
        throw toModelError(error, limit.signal);
      } finally {
        limit.done();
      }
    },
  };
}

/** createModelClient from raw model env (aiEnvSchema's keys), for a caller without a parsed config. */
export function modelClientFromEnv(
  env: Record<string, string | undefined>,
  options: ModelClientOptions = {},
): ModelClient | null {
  return createModelClient(aiEnvSchema.parse(env), options);
}

/** What a service's start-up line says about its engine: the model, or why the built-in engine answers. */
export function modelEngineInfo(model: ModelClient | null): { engine: string } {
  return { engine: model ? `model ${model.model}` : 'built-in (no OPENAI_API_KEY)' };
}

/** The model's JSON text, parsed and checked; anything else is 'invalid-output'. */
export function parseStructured<S extends z.ZodType>(
  schema: S,
  content: string | null | undefined,
): z.infer<S> {
  if (!content) throw new ModelError('invalid-output', 'The model answered with no content');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new ModelError('invalid-output', 'The model answered with text that is not JSON', { cause: error });
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new ModelError(
      'invalid-output',
      `The model's answer does not match the schema (${first?.path.join('.') || 'root'}: ${first?.message})`,
    );
  }
  return result.data;
}

function toModelError(error: unknown, signal: AbortSignal): ModelError {
  if (error instanceof ModelError) return error;
  // Our own deadline (or the caller leaving) aborted the request: report why.
  if (signal.aborted && signal.reason instanceof ModelError) return signal.reason;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ModelError('timeout', 'The model did not answer in time', { cause: error });
  }
  if (error instanceof OpenAI.APIUserAbortError) {
    return new ModelError('aborted', 'The model call was cancelled', { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModelError('network', `Could not reach the model: ${error.message}`, { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    return new ModelError('http', `The model API answered ${error.status ?? 'an error'}: ${error.message}`, {
      cause: error,
    });
  }
  if (error instanceof SyntaxError) {
    return new ModelError('invalid-output', 'The model answered with text that is not JSON', {
      cause: error,
    });
  }
  return new ModelError('network', error instanceof Error ? error.message : String(error), { cause: error });
}
