import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { listenOnLoopback, readBody, sendJson } from './loopback-server';

/** The parts of a chat completion request the fakes and tests look at. */
export interface ChatCompletionRequestBody {
  model: string;
  messages: { role: string; content: unknown }[];
  stream?: boolean;
  response_format?: unknown;
  [key: string]: unknown;
}

type Reply = string | ((request: ChatCompletionRequestBody) => string);

export interface FakeOpenAI {
  /** Give this to the SDK: `new OpenAI({ baseURL, apiKey: 'test' })`. */
  baseURL: string;
  requests: ChatCompletionRequestBody[];
  /** Queues the next answer (text, or a function of the request). */
  reply(reply: Reply): void;
  /** The next call answers this HTTP status with an OpenAI-style error body. */
  failNext(status: number, message?: string): void;
  /** The next call waits this long before answering (for timeout tests). */
  delayNext(ms: number): void;
  /**
   * Resolves when a client next hangs up on a delayed call: a deadline seen at the server rather
   * than on a stopwatch. Take it before the call, so the hang-up cannot come first.
   */
  nextHangUp(): Promise<void>;
  /**
   * The model env (`aiEnvSchema`'s keys) for a client of this fake: one attempt, no retries, so a
   * failure test sees the failure. `createModelClient(aiEnvSchema.parse(fake.aiEnv()), { fetch: sameRealmFetch })`.
   */
  aiEnv(timeoutMs?: number): Record<string, string>;
  close(): Promise<void>;
}

export const FAKE_OPENAI_DEFAULT_REPLY = 'This is the loopback model answering.';

/**
 * A loopback stand-in for an OpenAI-compatible API: POST /v1/chat/completions answered as a
 * `chat.completion`, or with `stream: true` as `chat.completion.chunk` server-sent events ending in
 * `data: [DONE]`. Tests drive the real `openai` SDK against it.
 */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: ChatCompletionRequestBody[] = [];
  const replies: Reply[] = [];
  const failures: { status: number; message: string }[] = [];
  const delays: number[] = [];
  const hangUps = new EventEmitter();

  const server = await listenOnLoopback(async (req, res) => {
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/chat/completions') {
      sendJson(res, 404, {
        error: {
          message: `Unknown path ${req.method} ${req.url}`,
          type: 'invalid_request_error',
          code: 'not_found',
        },
      });
      return;
    }
    const body = JSON.parse(await readBody(req)) as ChatCompletionRequestBody;
    requests.push(body);
    const delay = delays.shift();
    if (delay && (await waitUnlessHungUp(res, delay)) === 'hung-up') hangUps.emit('hang-up');
    if (req.socket.destroyed) return;
    const failure = failures.shift();
    if (failure) {
      sendJson(res, failure.status, {
        error: {
          message: failure.message,
          type: failure.status === 429 ? 'rate_limit_error' : 'server_error',
          code: null,
        },
      });
      return;
    }
    const next = replies.shift() ?? FAKE_OPENAI_DEFAULT_REPLY;
    const text = typeof next === 'function' ? next(body) : next;
    if (body.stream) streamCompletion(res, body.model, text);
    else sendJson(res, 200, completion(body.model, text));
  });

  const baseURL = `http://127.0.0.1:${server.port}/v1`;
  return {
    baseURL,
    requests,
    reply: (reply) => void replies.push(reply),
    failNext: (status, message = `Simulated error ${status}`) => void failures.push({ status, message }),
    delayNext: (ms) => void delays.push(ms),
    nextHangUp: async () => void (await once(hangUps, 'hang-up')),
    aiEnv: (timeoutMs = 1_000) => ({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: baseURL,
      OPENAI_TIMEOUT_MS: String(timeoutMs),
      OPENAI_MAX_RETRIES: '0',
    }),
    close: server.close,
  };
}

/** Waits `ms`, or less when the client hangs up first (an SDK timeout), so no timer outlives the call. */
function waitUnlessHungUp(res: http.ServerResponse, ms: number): Promise<'waited' | 'hung-up'> {
  return new Promise((resolve) => {
    const done = (how: 'waited' | 'hung-up') => {
      clearTimeout(timer);
      res.off('close', hungUp);
      resolve(how);
    };
    const hungUp = () => done('hung-up');
    const timer = setTimeout(done, ms, 'waited');
    res.on('close', hungUp);
  });
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: {
      prompt_tokens: 10,
      completion_tokens: content.split(/\s+/).length,
      total_tokens: 10 + content.split(/\s+/).length,
    },
  };
}

function streamCompletion(res: http.ServerResponse, model: string, content: string) {
  const id = `chatcmpl-${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.write(chunk({ role: 'assistant', content: '' }, null));
  // Word-sized deltas, as a model streams them.
  for (const piece of content.match(/\S+\s*|\s+/g) ?? []) res.write(chunk({ content: piece }, null));
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}
