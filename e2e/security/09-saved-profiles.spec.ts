import { buildAnalysisFixture, operationById } from '@uniform/contracts';
import {
  call,
  describeReply,
  isJson,
  jsonOf,
  probe,
  signUp,
  type Account,
  type ProbeContext,
} from './support/probe';

/**
 * Saved style profiles hold body, personality and budget: only their owner, with consent, reads or
 * changes them, through the canonical paths only. Each probe returns what the product let through.
 */

const PROFILE = operationById('getStyleProfile').path;
const HISTORY = operationById('getStyleProfileHistory').path;
const CONSENT = operationById('getProfileConsent').path;
const restorePath = (id: string) => operationById('restoreStyleProfile').path.replace('{id}', id);

interface Saved {
  id: string;
  analysis: { generatedAt?: string };
}

/** An analysis of its own generation time: each one a new entry of the history. */
const analysisAt = (minute: number) => ({
  ...buildAnalysisFixture(),
  generatedAt: new Date(Date.UTC(2026, 10, 1, 7, minute)).toISOString(),
});

/** An account that consented and saved two analyses (the second current); returns their ids. */
async function accountWithHistory(
  context: ProbeContext,
  label: string,
): Promise<{ account: Account; from: string; first: string; second: string }> {
  const from = context.client();
  const account = await signUp(from, label);
  const consent = await call(from, 'PUT', CONSENT, { body: { consent: true }, jar: account.jar });
  if (consent.status !== 200) throw new Error(`consent: ${describeReply(consent)}`);
  const ids: string[] = [];
  for (const minute of [1, 2]) {
    const saved = await call(from, 'PUT', PROFILE, {
      body: { analysis: analysisAt(minute) },
      jar: account.jar,
    });
    if (saved.status !== 200) throw new Error(`save: ${describeReply(saved)}`);
    ids.push(jsonOf<Saved>(saved)!.id);
  }
  return { account, from, first: ids[0]!, second: ids[1]! };
}

async function currentId(from: string, account: Account): Promise<string | undefined> {
  return jsonOf<Saved>(await call(from, 'GET', PROFILE, { jar: account.jar }))?.id;
}

probe(
  'restore by path spelling',
  'When the restore path is spelt another way (case, doubled slash, dot segments, encoded slash or dots, trailing slash), then the gateway answers 404 JSON and the current profile stays',
  async (context) => {
    const { account, from, first, second } = await accountWithHistory(context, 'restore-spelling');
    const accepted: string[] = [];
    for (const path of [
      restorePath(first).toUpperCase(),
      restorePath(first).replace('/api/', '/API/'),
      restorePath(first).replace('style-profiles/', 'style-profiles//'),
      restorePath(first).replace('/restore', '/./restore'),
      restorePath(first).replace('/restore', '/x/../restore'),
      restorePath(first).replace('/restore', '%2Frestore'),
      restorePath('%2E%2E'),
      restorePath('..'),
      `${restorePath(first)}/`,
      restorePath(`${first}%00`),
      restorePath('x'.repeat(5000)),
    ]) {
      const reply = await call(from, 'POST', path, { jar: account.jar });
      if (reply.status !== 404 || !isJson(reply))
        accepted.push(`${path.slice(0, 80)} answered ${describeReply(reply)}`);
    }
    if ((await currentId(from, account)) !== second) accepted.push('the current profile changed');
    return accepted;
  },
);

probe(
  "restore another user's profile",
  "When a signed-in user restores an id of another user's history, then it is a 404 like an unknown id, and neither user's current profile changes",
  async (context) => {
    const owner = await accountWithHistory(context, 'restore-owner');
    const stranger = await accountWithHistory(context, 'restore-stranger');
    const reply = await call(stranger.from, 'POST', restorePath(owner.first), { jar: stranger.account.jar });
    const accepted: string[] = [];
    if (reply.status !== 404 || !isJson(reply)) accepted.push(`answered ${describeReply(reply)}`);
    if ((await currentId(owner.from, owner.account)) !== owner.second)
      accepted.push("the owner's current changed");
    if ((await currentId(stranger.from, stranger.account)) !== stranger.second)
      accepted.push("the stranger's current changed");
    return accepted;
  },
);

probe(
  'profile from another site',
  "When another site makes the browser PUT a profile or withdraw consent (Origin of that site, the user's cookie), then the gateway refuses with 403 JSON and nothing changes",
  async (context) => {
    const { account, from, second } = await accountWithHistory(context, 'cross-site');
    const evil = { origin: 'https://evil.example' };
    const accepted: string[] = [];
    const put = await call(from, 'PUT', PROFILE, {
      body: { analysis: analysisAt(30) },
      jar: account.jar,
      headers: evil,
    });
    if (put.status !== 403 || !isJson(put)) accepted.push(`PUT answered ${describeReply(put)}`);
    const withdraw = await call(from, 'PUT', CONSENT, {
      body: { consent: false },
      jar: account.jar,
      headers: evil,
    });
    if (withdraw.status !== 403 || !isJson(withdraw))
      accepted.push(`withdrawal answered ${describeReply(withdraw)}`);
    const history = jsonOf<unknown[]>(await call(from, 'GET', HISTORY, { jar: account.jar }));
    if (history?.length !== 2) accepted.push(`the history holds ${history?.length} entries, not 2`);
    if ((await currentId(from, account)) !== second) accepted.push('the current profile changed');
    return accepted;
  },
);

probe(
  'profile without a session or consent',
  'When a visitor, a forged identity header or an account without consent saves or reads a profile, then 401 or 403 JSON and nothing is kept',
  async (context) => {
    const accepted: string[] = [];
    const from = context.client();
    const body = { analysis: analysisAt(40) };
    for (const [label, headers] of [
      ['visitor', {}],
      [
        'forged x-user',
        {
          'x-user': Buffer.from('{"id":"00000000-0000-4000-8000-000000000000"}').toString('base64url'),
          'x-internal-signature': 'forged',
        },
      ],
    ] as const) {
      const reply = await call(from, 'PUT', PROFILE, { body, headers });
      if (reply.status !== 401 || !isJson(reply)) accepted.push(`${label}: ${describeReply(reply)}`);
    }
    const account = await signUp(context.client(), 'no-consent');
    for (const [method, path] of [
      ['PUT', PROFILE],
      ['GET', PROFILE],
      ['GET', HISTORY],
    ] as const) {
      const reply = await call(from, method, path, {
        jar: account.jar,
        ...(method === 'PUT' ? { body } : {}),
      });
      if (reply.status !== 403 || !isJson(reply))
        accepted.push(`without consent ${method} ${path}: ${describeReply(reply)}`);
    }
    const consent = jsonOf<{ consent: boolean }>(await call(from, 'GET', CONSENT, { jar: account.jar }));
    if (consent?.consent !== false) accepted.push(`consent reads ${JSON.stringify(consent)}`);
    return accepted;
  },
);

probe(
  'the same save 50 times at once',
  'When one user sends the same new analysis 50 times at once, then the history gains one entry, not 50',
  async (context) => {
    const { account, from } = await accountWithHistory(context, 'concurrent');
    const body = { analysis: analysisAt(50) };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => call(from, 'PUT', PROFILE, { body, jar: account.jar })),
    );
    const accepted = replies
      .filter((r) => r.status !== 200)
      .map((r) => `a save answered ${describeReply(r)}`);
    const ids = new Set(replies.map((r) => jsonOf<Saved>(r)?.id));
    if (ids.size !== 1) accepted.push(`${ids.size} different profiles were written`);
    const history = jsonOf<unknown[]>(await call(from, 'GET', HISTORY, { jar: account.jar }));
    if (history?.length !== 3) accepted.push(`the history holds ${history?.length} entries, not 3`);
    return accepted.slice(0, 5);
  },
  { timeout: 60_000 },
);
