import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { expect, test, type TestInfo } from '@playwright/test';
import { SECURITY_GATEWAY_PORT, SECURITY_SMS_ADMIN_TOKEN } from '../../e2e-env';

/**
 * The security suite's tools: a probe is one named case whose body returns what the product let
 * through (an empty list: refused); HTTP and raw-socket clients that send exactly the bytes given,
 * from a loopback source address of the probe's own; and the few product calls the probes share.
 */

export const GATEWAY_HOST = '127.0.0.1';
export const GATEWAY_PORT = SECURITY_GATEWAY_PORT;
export const GATEWAY_ORIGIN = `http://${GATEWAY_HOST}:${GATEWAY_PORT}`;

/** Unique per run: accounts and phone numbers of an earlier run stay in the database. */
export const RUN_ID = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/**
 * Declares one case: prints `refused  <name>` when `run` found nothing let through, otherwise
 * `ACCEPTED <name>` with what came back, and fails the test (`ERROR` when the probe itself broke).
 */
export function probe(
  name: string,
  title: string,
  run: (context: ProbeContext) => Promise<string[]>,
  options: { timeout?: number } = {},
): void {
  test(title, async () => {
    if (options.timeout) test.setTimeout(options.timeout);
    let accepted: string[];
    try {
      accepted = await run(new ProbeContext(test.info()));
    } catch (error) {
      // A probe that could not finish proves nothing either way: it fails, but is not called ACCEPTED.
      const skipped = test.info().expectedStatus === 'skipped';
      process.stdout.write(
        skipped
          ? `skipped  ${name}\n`
          : `ERROR    ${name}: ${error instanceof Error ? error.message : error}\n`,
      );
      throw error;
    }
    const line =
      accepted.length === 0 ? `refused  ${name}` : `ACCEPTED ${name}: ${accepted.join(' | ').slice(0, 1500)}`;
    process.stdout.write(`${line}\n`);
    expect(accepted, `${name} must be refused`).toEqual([]);
  });
}

/**
 * A probe's own loopback addresses. The gateway keys its rate limits by the peer address (it trusts
 * no X-Forwarded-For), and Linux answers on all of 127.0.0.0/8, so each probe is a different client:
 * derived from the test's title, the same in every run and every worker, never 127.0.0.1.
 */
export class ProbeContext {
  private next = 0;
  constructor(readonly testInfo: TestInfo) {}

  /** A fresh client address for this probe (the n-th call returns the n-th address). */
  client(): string {
    const digest = createHash('sha256')
      .update(`${this.testInfo.titlePath.join(' › ')}#${this.next++}`)
      .digest();
    return `127.${digest[0]! || 1}.${digest[1]!}.${(digest[2]! % 253) + 2}`;
  }
}

/** Cookies as a browser keeps them for the gateway's origin (name → value; expired ones removed). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string | undefined {
    return this.cookies.size === 0
      ? undefined
      : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const k = key.trim().toLowerCase();
        return (k === 'max-age' && Number(raw) <= 0) || (k === 'expires' && Date.parse(raw) <= Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: Buffer;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as is, with whatever Content-Type `headers` says. */
  body?: unknown;
  jar?: CookieJar;
}

/**
 * One HTTP/1.1 request to the gateway from `from`, on its own connection. Node's client sends the
 * path exactly as given (no normalisation of `..`, `//`, case or percent-escapes).
 */
export function call(from: string, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: Buffer | undefined;
  if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) {
    payload = Buffer.from(options.body);
  } else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  const cookie = options.jar?.header();
  if (cookie && headers.cookie === undefined) headers.cookie = cookie;
  return new Promise<Reply>((resolve, reject) => {
    const request = http.request(
      { host: GATEWAY_HOST, port: GATEWAY_PORT, localAddress: from, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          options.jar?.store(response.headers['set-cookie']);
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString(),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** What came back for one status, for an ACCEPTED line. */
export const describeReply = (reply: Reply) => `${reply.status} ${reply.text.slice(0, 200)}`;

export function isJson(reply: Reply): boolean {
  if (!String(reply.headers['content-type'] ?? '').includes('application/json')) return false;
  try {
    JSON.parse(reply.text);
    return true;
  } catch {
    return false;
  }
}

export function jsonOf<T>(reply: Reply): T | undefined {
  try {
    return JSON.parse(reply.text) as T;
  } catch {
    return undefined;
  }
}

/**
 * Writes `bytes` on one raw connection from `from` and returns everything the gateway sent back,
 * once it closed the connection or was silent for `idleMs` (a kept-alive connection: whatever
 * answers were coming have come).
 */
export function exchange(from: string, bytes: string, idleMs = 1_500): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: GATEWAY_HOST, port: GATEWAY_PORT, localAddress: from });
    let idle: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(idle);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(finish, idleMs);
    };
    socket.on('connect', () => {
      socket.write(bytes, 'latin1');
      arm();
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      arm();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the answer (the gateway closing on a framing error) is still an answer.
      if (chunks.length > 0 || error.code === 'ECONNRESET' || error.code === 'EPIPE') finish();
      else reject(error);
    });
  });
}

/** The status lines in a raw exchange: one per answer the connection carried. */
export function statusLines(raw: string): string[] {
  return raw.match(/^HTTP\/1\.[01] \d{3}[^\r\n]*/gm) ?? [];
}

/** The gateway's budgets per client and window: the defaults of RATE_LIMIT_AUTH and RATE_LIMIT_DEFAULT. */
export const AUTH_BUDGET = 20;
export const DEFAULT_BUDGET = 300;

export const STRONG_PASSWORD = 'Probe-Sturdy-Passphrase-42';

export interface Account {
  email: string;
  password: string;
  /** The browser of the sign-up: its session cookie and whatever else the product set. */
  jar: CookieJar;
}

/** A unique e-mail per run and label. */
export const freshEmail = (label: string) => `sec-${RUN_ID}-${label}@example.com`;

/** A valid sign-up body for `email`. */
export const signUpBody = (email: string, password = STRONG_PASSWORD) => ({
  email,
  password,
  firstName: 'Probe',
  lastName: 'Account',
  dataRetentionConsent: true,
});

/** Creates an account from `from` (one request of that address's auth budget). */
export async function signUp(from: string, label: string): Promise<Account> {
  const email = freshEmail(label);
  const jar = new CookieJar();
  const reply = await call(from, 'POST', '/api/simple-auth/signup', { body: signUpBody(email), jar });
  if (reply.status !== 201) throw new Error(`Sign-up for the probe failed: ${describeReply(reply)}`);
  return { email, password: STRONG_PASSWORD, jar };
}

/** Whether an account exists for `email` with `password`: signs in from `from` (a fresh jar). */
export async function canSignIn(from: string, email: string, password = STRONG_PASSWORD): Promise<Reply> {
  return call(from, 'POST', '/api/simple-auth/signin', { body: { email, password } });
}

/** The address the local outbox is read from (an operator's, not a probe's budget). */
const OPERATOR = '127.254.254.254';

export interface OutboxMessage {
  sid: string;
  to: string;
  body: string;
  kind: string;
}

/** Every text the product wrote to the local outbox for `to` (E.164). */
export async function outboxFor(to: string): Promise<OutboxMessage[]> {
  const reply = await call(OPERATOR, 'GET', `/api/sms/admin/outbox?to=${encodeURIComponent(to)}&limit=500`, {
    headers: { authorization: `Bearer ${SECURITY_SMS_ADMIN_TOKEN}` },
  });
  if (reply.status !== 200) throw new Error(`Reading the outbox failed: ${describeReply(reply)}`);
  return (JSON.parse(reply.text) as { messages: OutboxMessage[] }).messages;
}

/** A US mobile-shaped number no earlier run used (the outbox keeps every run's texts). */
export function freshPhone(): string {
  const digits = randomBytes(4).readUInt32BE() % 10_000_000;
  // Exchange 200–999 (never 555, 911 or an N11), so the offline validator takes it as a real number.
  const exchangeCode = 200 + (Math.floor(digits / 10_000) % 800);
  const safeExchange = exchangeCode === 555 || exchangeCode % 100 === 11 ? exchangeCode + 1 : exchangeCode;
  return `+1212${safeExchange}${String(digits % 10_000).padStart(4, '0')}`;
}

/**
 * The fixed window of the gateway's limiter that `at` falls in. A burst that straddles a window
 * boundary may use two windows' budgets: the assertions allow exactly what the windows give.
 */
export const limiterWindow = (at = Date.now(), windowSeconds = 60) => Math.floor(at / (windowSeconds * 1000));
