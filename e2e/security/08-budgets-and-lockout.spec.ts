import { buildAnalysisFixture } from '@uniform/contracts';
import {
  AUTH_BUDGET,
  DEFAULT_BUDGET,
  call,
  canSignIn,
  describeReply,
  freshEmail,
  freshPhone,
  isJson,
  jsonOf,
  limiterWindow,
  probe,
  signUp,
  signUpBody,
  STRONG_PASSWORD,
  type Reply,
} from './support/probe';

/**
 * The budgets: the gateway's per-client rate limits, and the auth service's per-account sign-in
 * throttle. These cases spend whole budgets, so they run last (this file sorts last) — and each
 * spends only its own client address's, so no other case shares what they exhaust.
 */

/** Sign-in failures per account the auth service checks before it refuses (spec: 5 per 15 minutes). */
const ACCOUNT_FAILURES = 5;

/** A 429 as the contract has it: JSON with a code, and Retry-After. */
const isRateLimited = (reply: Reply) =>
  reply.status === 429 && isJson(reply) && Number(reply.headers['retry-after']) > 0;

probe(
  'rate-limit bypass by X-Forwarded-For rotation',
  'When one client rotates X-Forwarded-For, X-Real-IP and Forwarded on every sign-up attempt, then the auth budget still runs out',
  async (context) => {
    const client = context.client();
    const attempts = AUTH_BUDGET + 5;
    // All at once, so the burst lies within one of the limiter's fixed windows (see limiterWindow).
    const firstWindow = limiterWindow();
    const replies = await Promise.all(
      Array.from({ length: attempts }, (_, i) => {
        const spoofed = `198.51.100.${i + 1}`;
        return call(client, 'POST', '/api/simple-auth/signup', {
          headers: { 'x-forwarded-for': spoofed, 'x-real-ip': spoofed, forwarded: `for=${spoofed}` },
          body: {},
        });
      }),
    );
    const windows = limiterWindow() - firstWindow + 1;
    const served = replies.filter((reply) => !isRateLimited(reply)).length;
    return served <= AUTH_BUDGET * windows
      ? []
      : [`${served} of ${attempts} attempts were served in ${windows} window(s): none counted as one client`];
  },
);

probe(
  'rate-limit bypass by path spelling',
  'When a client has spent its auth budget, then other spellings of the sign-up path do not reach the service either',
  async (context) => {
    const client = context.client();
    let exhausted = false;
    for (let i = 0; i < AUTH_BUDGET * 2 && !exhausted; i++) {
      const reply = await call(client, 'POST', '/api/simple-auth/signup', { body: {} });
      exhausted = reply.status === 429;
    }
    if (!exhausted) return [`the auth budget never ran out after ${AUTH_BUDGET * 2} sign-up attempts`];
    const accepted: string[] = [];
    const spellings = [
      '/api/simple-auth/SIGNUP',
      '/api/simple-auth//signup',
      '/api/simple-auth/./signup',
      '/api/simple-auth/%73ignup',
      '/api/simple-auth/signup/',
      '/api/simple-auth/signup?again=1',
    ];
    for (const [i, path] of spellings.entries()) {
      const email = freshEmail(`spent-budget-${i}`);
      const reply = await call(client, 'POST', path, { body: signUpBody(email) });
      if (reply.status !== 404 && reply.status !== 429)
        accepted.push(`${path} answered ${describeReply(reply)}`);
      if ((await canSignIn(context.client(), email)).status === 200)
        accepted.push(`${path} created an account past the spent budget`);
    }
    return accepted;
  },
);

/** Sends `count` calls from one client; refused when the gateway rate-limited some of them. */
async function flood(count: number, send: (i: number) => Promise<Reply>): Promise<string[]> {
  let limited = 0;
  const statuses = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const reply = await send(i);
    if (isRateLimited(reply) && jsonOf<{ code?: string }>(reply)?.code === 'RATE_LIMITED') limited += 1;
    statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
  }
  return limited > 0
    ? []
    : [
        `none of ${count} calls was rate-limited (the default budget is ${DEFAULT_BUDGET}); answers: ${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')}`,
      ];
}

/** Fewer than the default budget: a flood this size is stopped only by a stricter one of its own. */
const FLOOD = 100;

probe(
  'Getup validate-phone flood',
  `When one client sends ${FLOOD} phone validations in a row, then its own stricter-than-default budget rate-limits them`,
  (context) => {
    const client = context.client();
    return flood(FLOOD, () =>
      call(client, 'POST', '/api/sms/validate-phone', { body: { phoneNumber: freshPhone() } }),
    );
  },
);

probe(
  'Getup subscribe flood',
  `When one client subscribes ${FLOOD} different numbers in a row, then its own stricter-than-default budget rate-limits them`,
  (context) => {
    const client = context.client();
    const analysis = buildAnalysisFixture();
    return flood(FLOOD, () =>
      call(client, 'POST', '/api/sms/subscribe', { body: { phoneNumber: freshPhone(), analysis } }),
    );
  },
  { timeout: 60_000 },
);

probe(
  'throttle race on one account',
  `When 30 wrong passwords for one account arrive at once, then at most ${ACCOUNT_FAILURES} are checked (401) and the rest answer 429`,
  async (context) => {
    const owner = await signUp(context.client(), 'race');
    const stranger = context.client();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(stranger, 'POST', '/api/simple-auth/signin', {
          body: { email: owner.email, password: `wrong-password-${i}` },
        }),
      ),
    );
    const checked = replies.filter((reply) => reply.status === 401).length;
    const other = replies.filter((reply) => reply.status !== 401 && reply.status !== 429);
    const accepted: string[] = [];
    if (checked > ACCOUNT_FAILURES) accepted.push(`${checked} of 30 wrong passwords were checked (401)`);
    if (other.length > 0) accepted.push(`other answers: ${other.map(describeReply).join('; ')}`);
    return accepted;
  },
);

probe(
  'lock-out of the owner',
  "When a stranger has spent an account's sign-in budget, then the owner's browser (its cookies from the sign-up) still signs in with the right password",
  async (context) => {
    const ownerClient = context.client();
    const owner = await signUp(ownerClient, 'lockout');
    const stranger = context.client();
    let lockedOut = false;
    for (let i = 0; i < ACCOUNT_FAILURES * 2 && !lockedOut; i++) {
      const reply = await call(stranger, 'POST', '/api/simple-auth/signin', {
        body: { email: owner.email, password: `guess-${i}` },
      });
      lockedOut = reply.status === 429;
    }
    const accepted: string[] = [];
    if (!lockedOut)
      accepted.push(`the stranger was never throttled in ${ACCOUNT_FAILURES * 2} wrong passwords`);
    const signIn = await call(ownerClient, 'POST', '/api/simple-auth/signin', {
      body: { email: owner.email, password: STRONG_PASSWORD },
      jar: owner.jar,
    });
    if (signIn.status !== 200) accepted.push(`the owner's sign-in answered ${describeReply(signIn)}`);
    return accepted;
  },
);
