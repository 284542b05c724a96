import {
  AUTH_BUDGET,
  call,
  canSignIn,
  describeReply,
  freshEmail,
  isJson,
  limiterWindow,
  probe,
  signUpBody,
  type ProbeContext,
} from './support/probe';

/**
 * Other spellings of a sign-up path: the service's router matches only the canonical spelling, and
 * the gateway must not route, budget or sign identity for a path a service would read differently.
 * Refused: 404 JSON from the gateway, and no account behind the spelling.
 */

async function signUpThrough(context: ProbeContext, path: string, label: string): Promise<string[]> {
  const email = freshEmail(`path-${label}`);
  const reply = await call(context.client(), 'POST', path, { body: signUpBody(email) });
  const accepted: string[] = [];
  if (reply.status !== 404 || !isJson(reply)) accepted.push(`${path} answered ${describeReply(reply)}`);
  const signIn = await canSignIn(context.client(), email);
  if (signIn.status === 200) accepted.push(`an account was created through ${path}`);
  return accepted;
}

const SPELLINGS: ReadonlyArray<readonly [label: string, path: string, what: string]> = [
  ['upper-case', '/api/simple-auth/SIGNUP', 'in upper case'],
  ['double-slash', '/api/simple-auth//signup', 'with a doubled slash'],
  ['dot-segment', '/api/simple-auth/./signup', 'with a "." segment'],
  ['dot-dot-segment', '/api/simple-auth/x/../signup', 'with a ".." segment'],
  ['percent-escape', '/api/simple-auth/%73ignup', 'with a percent-escaped letter'],
  ['encoded-slash', '/api/simple-auth%2fsignup', 'with an encoded slash'],
  ['trailing-slash', '/api/simple-auth/signup/', 'with a trailing slash'],
  ['backslash', '/api/simple-auth\\signup', 'with a backslash'],
];

for (const [label, path, what] of SPELLINGS) {
  probe(
    `path spelling ${path}`,
    `When the sign-up path is spelt ${what} (${path}), then the gateway answers 404 JSON and no account is created`,
    (context) => signUpThrough(context, path, label),
  );
}

probe(
  'rate-limit class by spelling',
  'When one client sends 25 sign-ups in a minute over mixed spellings of the path, then at most the auth budget of them create an account',
  async (context) => {
    const client = context.client();
    // The budget's worth of canonical sign-ups with one of each other spelling among them: any spelling
    // that reaches the service outside the auth budget makes more than the budget succeed.
    const others = [
      '/api/simple-auth/SIGNUP',
      '/api/simple-auth//signup',
      '/api/simple-auth/%73ignup',
      '/api/simple-auth/./signup',
      '/api/simple-auth/x/../signup',
    ];
    const paths = Array.from({ length: 25 }, (_, i) =>
      i % 5 === 4 ? others[(i - 4) / 5]! : '/api/simple-auth/signup',
    );
    // All at once: the burst then lies within one of the limiter's fixed windows but for a rare
    // straddle, in which two windows' budgets are allowed.
    const firstWindow = limiterWindow();
    const replies = await Promise.all(
      paths.map((path, i) => call(client, 'POST', path, { body: signUpBody(freshEmail(`budget-${i}`)) })),
    );
    const windows = limiterWindow() - firstWindow + 1;
    const created = replies.filter((reply) => reply.status === 201).length;
    const answers = replies.map((reply, i) => `${paths[i]} ${reply.status}`);
    return created <= AUTH_BUDGET * windows
      ? []
      : [`${created} sign-ups succeeded within ${windows} window(s): ${answers.join(', ')}`];
  },
);
