import {
  GATEWAY_HOST,
  GATEWAY_PORT,
  call,
  describeReply,
  probe,
  signUp,
  type Account,
  type ProbeContext,
} from './support/probe';

/**
 * Cross-site request forgery: a page on another site makes the signed-in browser post to us, with
 * the session cookie attached. A form post needs no preflight, so it may come form-encoded or as
 * text/plain. Refused: 403 (or 415/400 for a body that is not JSON), and nothing changed.
 */

const REFUSALS = new Set([400, 403, 415]);

/** Signs out with the victim's cookies and the given headers; refused when the session survived. */
async function forgedSignOut(context: ProbeContext, label: string, headers: Record<string, string>) {
  const client = context.client();
  const victim = await signUp(client, `csrf-${label}`);
  const reply = await call(client, 'POST', '/api/simple-auth/logout', { headers, jar: victim.jar });
  const accepted: string[] = [];
  if (!REFUSALS.has(reply.status)) accepted.push(`the sign-out answered ${describeReply(reply)}`);
  const still = await call(client, 'GET', '/api/simple-auth/user', { jar: victim.jar });
  if (still.status !== 200) accepted.push(`the victim was signed out (${describeReply(still)})`);
  return accepted;
}

const FOREIGN_ORIGINS: ReadonlyArray<readonly [label: string, origin: string, what: string]> = [
  ['evil', 'https://evil.example', 'another site'],
  ['null', 'null', 'an opaque origin (null)'],
  ['look-alike', `http://${GATEWAY_HOST}:${GATEWAY_PORT}.evil.example`, 'a look-alike host'],
  ['other-port', `http://${GATEWAY_HOST}:${GATEWAY_PORT + 1}`, 'our host on another port'],
  ['other-scheme', `https://${GATEWAY_HOST}:${GATEWAY_PORT}`, 'our host over another scheme'],
];

for (const [label, origin, what] of FOREIGN_ORIGINS) {
  probe(
    `CSRF sign-out from Origin ${origin}`,
    `When a signed-in browser is made to sign out from ${what} (Origin: ${origin}), then the gateway answers 403 and the session survives`,
    (context) => forgedSignOut(context, label, { origin, 'content-type': 'application/json' }),
  );
}

const MARKER = 'csrf-planted-entry';

/** Posts a journal entry with the victim's cookies; refused when no such entry exists afterwards. */
async function forgedEntry(
  context: ProbeContext,
  label: string,
  headers: Record<string, string>,
  body: string,
): Promise<string[]> {
  const client = context.client();
  const victim: Account = await signUp(client, `csrf-entry-${label}`);
  const reply = await call(client, 'POST', '/api/meditation-entry', { headers, body, jar: victim.jar });
  const accepted: string[] = [];
  if (!REFUSALS.has(reply.status)) accepted.push(`the entry post answered ${describeReply(reply)}`);
  const history = await call(client, 'GET', '/api/meditation-history', { jar: victim.jar });
  if (history.status !== 200) accepted.push(`reading the history failed: ${describeReply(history)}`);
  else if (history.text.includes(MARKER)) accepted.push('the forged entry was saved');
  return accepted;
}

const today = new Date().toISOString().slice(0, 10);
const formBody = new URLSearchParams({ entryDate: today, theme: 'x', journalResponse: MARKER }).toString();
// The classic text/plain form trick: the field name and value join with "=" into JSON-looking text.
const textBody = `{"entryDate":"${today}","theme":"x","journalResponse":"${MARKER}","pad":"=x"}`;

const FORM_POSTS: ReadonlyArray<
  readonly [name: string, title: string, label: string, headers: Record<string, string>, body: string]
> = [
  [
    'CSRF form-encoded entry from another site',
    'When another site form-posts a journal entry (x-www-form-urlencoded, Origin: https://evil.example), then it is refused and nothing is saved',
    'form-foreign',
    { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    formBody,
  ],
  [
    'CSRF text/plain entry from another site',
    'When another site posts a journal entry as text/plain JSON (Origin: https://evil.example), then it is refused and nothing is saved',
    'text-foreign',
    { origin: 'https://evil.example', 'content-type': 'text/plain' },
    textBody,
  ],
  [
    'CSRF form-encoded entry without Origin',
    'When a journal entry is form-posted with the session cookie and no Origin, then it is refused as not JSON and nothing is saved',
    'form-no-origin',
    { 'content-type': 'application/x-www-form-urlencoded' },
    formBody,
  ],
  [
    'CSRF text/plain entry without Origin',
    'When a journal entry is posted as text/plain JSON with the session cookie and no Origin, then it is refused as not JSON and nothing is saved',
    'text-no-origin',
    { 'content-type': 'text/plain;charset=UTF-8' },
    textBody,
  ],
];

for (const [name, title, label, headers, body] of FORM_POSTS) {
  probe(name, title, (context) => forgedEntry(context, label, headers, body));
}
