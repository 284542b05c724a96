import { operationById } from '@uniform/contracts';
import {
  CookieJar,
  call,
  canSignIn,
  describeReply,
  isJson,
  probe,
  signUp,
  STRONG_PASSWORD,
  type Account,
} from './support/probe';

/**
 * The account page's powers — delete the account, change the password, end every session — belong to
 * the person who knows the password (or just signed in again with a linked provider), never to
 * someone holding only a session cookie, another site, or a differently spelt path. Each probe
 * returns what the product let through.
 */

const ACCOUNT = operationById('deleteAccount').path;
const SESSIONS = operationById('signOutEverywhere').path;
const PASSWORD = operationById('changeAccountPassword').path;
const WHO = operationById('getSimpleAuthUser').path;
const NEW_PASSWORD = 'Probe-Another-Sturdy-Passphrase-77';

/** A second browser of the same account: signs in from `from` with its own cookie jar. */
async function secondBrowser(from: string, account: Account): Promise<CookieJar> {
  const jar = new CookieJar();
  const reply = await call(from, 'POST', '/api/simple-auth/signin', {
    body: { email: account.email, password: account.password },
    jar,
  });
  if (reply.status !== 200) throw new Error(`second sign-in: ${describeReply(reply)}`);
  return jar;
}

const signedIn = async (from: string, jar: CookieJar) =>
  (await call(from, 'GET', WHO, { jar })).status === 200;

probe(
  'account deletion from another site',
  "When another site makes the browser delete the account (that site's Origin, the user's cookie, even the right password), then the gateway refuses with 403 JSON and the account stays",
  async (context) => {
    const from = context.client();
    const account = await signUp(from, 'delete-cross-site');
    const reply = await call(from, 'DELETE', ACCOUNT, {
      body: { password: account.password },
      jar: account.jar,
      headers: { origin: 'https://evil.example' },
    });
    const accepted: string[] = [];
    if (reply.status !== 403 || !isJson(reply)) accepted.push(`answered ${describeReply(reply)}`);
    if (!(await signedIn(from, account.jar))) accepted.push('the session ended');
    if ((await canSignIn(context.client(), account.email)).status !== 200)
      accepted.push('the account cannot sign in any more');
    return accepted;
  },
);

probe(
  'a stolen session deletes the account',
  'When someone holding only the session cookie deletes the account or changes its password without the password, or guessing it, then 403/401 JSON, guessing is throttled (429 within the sign-in budgets: 5 for the owner browser, then 5 for its network), and the account stays with its password',
  async (context) => {
    const owner = context.client();
    const account = await signUp(owner, 'stolen-session');
    const thief = context.client();
    const accepted: string[] = [];
    const bare = await call(thief, 'DELETE', ACCOUNT, { body: {}, jar: account.jar });
    if (bare.status !== 403 || !isJson(bare)) accepted.push(`without a password: ${describeReply(bare)}`);
    const change = await call(thief, 'PUT', PASSWORD, {
      body: { newPassword: NEW_PASSWORD },
      jar: account.jar,
    });
    if (change.status !== 403 || !isJson(change))
      accepted.push(`password change without the password: ${describeReply(change)}`);
    const statuses: number[] = [];
    for (let guess = 0; guess < 12; guess += 1) {
      const reply = await call(thief, 'DELETE', ACCOUNT, {
        body: { password: `wrong-guess-${guess}-${STRONG_PASSWORD}` },
        jar: account.jar,
      });
      statuses.push(reply.status);
      if (!isJson(reply)) accepted.push(`guess ${guess}: not JSON: ${describeReply(reply)}`);
    }
    if (statuses.some((status) => status !== 401 && status !== 429))
      accepted.push(`guesses answered ${statuses.join(', ')}`);
    if (!statuses.includes(429))
      accepted.push(`twelve wrong guesses were never throttled: ${statuses.join(', ')}`);
    if ((await canSignIn(context.client(), account.email)).status !== 200)
      accepted.push('the owner cannot sign in with the password any more');
    return accepted;
  },
);

probe(
  'account calls by path spelling',
  'When the deletion or sign-out-everywhere path is spelt another way (case, doubled or trailing slash, dot segments, encoded slash), then 404 JSON and the account and its session stay',
  async (context) => {
    const from = context.client();
    const account = await signUp(from, 'account-spelling');
    const accepted: string[] = [];
    for (const path of [
      ACCOUNT.toUpperCase(),
      ACCOUNT.replace('/api/', '/API/'),
      ACCOUNT.replace('/api/', '/api//'),
      `${ACCOUNT}/`,
      ACCOUNT.replace('/account', '/./account'),
      ACCOUNT.replace('/account', '/x/../account'),
      SESSIONS.replace('/sessions', '%2Fsessions'),
      SESSIONS.replace('/sessions', '/./sessions'),
      `${SESSIONS}/`,
    ]) {
      const reply = await call(from, 'DELETE', path, {
        body: { password: account.password },
        jar: account.jar,
      });
      if (reply.status !== 404 || !isJson(reply)) accepted.push(`${path} answered ${describeReply(reply)}`);
    }
    if (!(await signedIn(from, account.jar))) accepted.push('the session ended');
    return accepted;
  },
);

probe(
  'an ended session lingers',
  'When the owner changes the password or signs out everywhere, then a session another browser held is refused at once (not when a cache expires), and the old password no longer signs in',
  async (context) => {
    const from = context.client();
    const account = await signUp(from, 'ended-sessions');
    const stolen = await secondBrowser(from, account);
    const accepted: string[] = [];
    if (!(await signedIn(from, stolen))) throw new Error('the second browser is not signed in');
    const change = await call(from, 'PUT', PASSWORD, {
      body: { currentPassword: account.password, newPassword: NEW_PASSWORD },
      jar: account.jar,
    });
    if (change.status !== 200) throw new Error(`password change: ${describeReply(change)}`);
    if (await signedIn(from, stolen))
      accepted.push('the other browser is still signed in after the password change');
    if (!(await signedIn(from, account.jar))) accepted.push('the browser that changed it was signed out');
    if ((await canSignIn(context.client(), account.email)).status === 200)
      accepted.push('the old password still signs in');

    const another = await secondBrowser(from, { ...account, password: NEW_PASSWORD });
    const everywhere = await call(from, 'DELETE', SESSIONS, { jar: account.jar });
    if (everywhere.status !== 204) throw new Error(`sign out everywhere: ${describeReply(everywhere)}`);
    if (await signedIn(from, another))
      accepted.push('a browser is still signed in after "sign out everywhere"');
    if (await signedIn(from, account.jar))
      accepted.push('this browser is still signed in after "sign out everywhere"');
    return accepted;
  },
);

probe(
  'the same deletion 20 times at once',
  'When the owner sends the deletion 20 times at once, then exactly one is answered 204, the others 401 JSON (or 429: each counts as a password attempt), and the account is gone',
  async (context) => {
    const from = context.client();
    const account = await signUp(from, 'delete-burst');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(from, 'DELETE', ACCOUNT, { body: { password: account.password }, jar: account.jar }),
      ),
    );
    const accepted: string[] = [];
    const deleted = replies.filter((reply) => reply.status === 204).length;
    if (deleted !== 1) accepted.push(`${deleted} deletions answered 204`);
    for (const reply of replies)
      if (reply.status !== 204 && ((reply.status !== 401 && reply.status !== 429) || !isJson(reply)))
        accepted.push(`a deletion answered ${describeReply(reply)}`);
    if ((await canSignIn(context.client(), account.email)).status !== 401)
      accepted.push('the deleted account still signs in');
    return accepted.slice(0, 5);
  },
  { timeout: 60_000 },
);

probe(
  'account calls with a forged identity',
  'When a caller without a session sends forged identity headers to the account calls, then 401 JSON and nothing changes',
  async (context) => {
    const from = context.client();
    const account = await signUp(from, 'forged-identity');
    const forged = {
      'x-user': Buffer.from(
        JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', email: account.email }),
      ).toString('base64url'),
      'x-internal-signature': 'forged',
    };
    const accepted: string[] = [];
    for (const [method, path, body] of [
      ['GET', ACCOUNT, undefined],
      ['DELETE', ACCOUNT, { password: account.password }],
      ['DELETE', SESSIONS, undefined],
      ['PUT', PASSWORD, { currentPassword: account.password, newPassword: NEW_PASSWORD }],
    ] as const) {
      const reply = await call(context.client(), method, path, {
        headers: forged,
        ...(body ? { body } : {}),
      });
      if (reply.status !== 401 || !isJson(reply)) accepted.push(`${method} ${path}: ${describeReply(reply)}`);
    }
    if (!(await signedIn(from, account.jar))) accepted.push('the session ended');
    if ((await canSignIn(context.client(), account.email)).status !== 200)
      accepted.push('the account cannot sign in with its password');
    return accepted;
  },
);
