import { SIGNATURE_HEADER, USER_HEADER, signIdentity } from '@uniform/service-kit';
import { SECURITY_INTERNAL_SIGNING_SECRET } from '../e2e-env';
import { call, describeReply, isJson, probe, type ProbeContext } from './support/probe';

/**
 * Who is signed in is the gateway's to say. A client that sends identity headers itself, or a
 * session cookie the gateway cannot read, is simply signed out: 401 where an account is needed,
 * the public answer elsewhere, and never a 500.
 */

/** Calls that need an account; signed out they answer 401. */
const SIGNED_IN_ONLY = ['/api/meditation-history', '/api/simple-auth/user', '/api/auth/user'];

async function signedOutEverywhere(context: ProbeContext, headers: Record<string, string>) {
  const client = context.client();
  const accepted: string[] = [];
  for (const path of SIGNED_IN_ONLY) {
    const reply = await call(client, 'GET', path, { headers });
    if (reply.status !== 401) accepted.push(`${path} answered ${describeReply(reply)}`);
  }
  return accepted;
}

const forgedUser = {
  id: 'forged-user-id',
  email: 'victim@example.com',
  firstName: 'Forged',
  lastName: 'Identity',
};

probe(
  'forged identity X-User-Id',
  'When a client sends X-User-Id and X-User-Email of someone else, then every signed-in call answers 401',
  (context) =>
    signedOutEverywhere(context, {
      'X-User-Id': forgedUser.id,
      'X-User-Email': forgedUser.email,
    }),
);

probe(
  'forged identity X-User (validly signed)',
  'When a client sends an X-User identity with a valid X-Internal-Signature, then the gateway drops both and every signed-in call answers 401',
  (context) => signedOutEverywhere(context, signIdentity(forgedUser, SECURITY_INTERNAL_SIGNING_SECRET)),
);

probe(
  'forged identity X-Internal-*',
  'When a client sends X-Internal-User, X-Internal-User-Id and an X-Internal-Signature in other letter cases, then every signed-in call answers 401',
  (context) => {
    const signed = signIdentity(forgedUser, SECURITY_INTERNAL_SIGNING_SECRET);
    return signedOutEverywhere(context, {
      [USER_HEADER.toUpperCase()]: signed[USER_HEADER]!,
      [SIGNATURE_HEADER.replace('x-i', 'x-I')]: signed[SIGNATURE_HEADER]!,
      'X-Internal-User': JSON.stringify(forgedUser),
      'X-Internal-User-Id': forgedUser.id,
    });
  },
);

/**
 * A cookie header the gateway cannot read as a session: every /api call answers as signed out —
 * 401 for the account, 200 for a public call — never a 500.
 */
async function signedOutWithCookie(context: ProbeContext, cookie: string) {
  const client = context.client();
  const accepted: string[] = [];
  const user = await call(client, 'GET', '/api/simple-auth/user', { headers: { cookie } });
  if (user.status !== 401 || !isJson(user))
    accepted.push(`/api/simple-auth/user answered ${describeReply(user)}`);
  const history = await call(client, 'GET', '/api/meditation-history', { headers: { cookie } });
  if (history.status !== 401) accepted.push(`/api/meditation-history answered ${describeReply(history)}`);
  const archetypes = await call(client, 'GET', '/api/fallback-archetypes', { headers: { cookie } });
  if (archetypes.status !== 200)
    accepted.push(`/api/fallback-archetypes answered ${describeReply(archetypes)}`);
  const signOut = await call(client, 'POST', '/api/simple-auth/logout', { headers: { cookie } });
  if (signOut.status >= 500) accepted.push(`/api/simple-auth/logout answered ${describeReply(signOut)}`);
  return accepted;
}

const MALFORMED_COOKIES: ReadonlyArray<readonly [name: string, cookie: string]> = [
  ['a lone percent sign', 'sid=%'],
  ['a truncated UTF-8 escape', 'sid=%E0%A4%A'],
  ['an 8 KB value', `sid=${'A'.repeat(8 * 1024)}`],
  ['two sids', 'sid=first-unknown-session; sid=second-unknown-session'],
  ['a malformed __Host-sid', '__Host-sid=%'],
];

for (const [name, cookie] of MALFORMED_COOKIES) {
  probe(
    `malformed cookie: ${name}`,
    `When the session cookie holds ${name}, then every /api call answers as signed out and none with a 500`,
    (context) => signedOutWithCookie(context, cookie),
  );
}
