import {
  GATEWAY_HOST,
  GATEWAY_PORT,
  canSignIn,
  exchange,
  freshEmail,
  probe,
  signUpBody,
  statusLines,
  type ProbeContext,
} from './support/probe';

/**
 * Request smuggling: each request frames its body so that a gateway and a service that disagree on
 * where it ends would read a second request out of it — a sign-up for a fresh e-mail, then the
 * auth service's /internal/session and /metrics — on one kept-alive connection. Refused: the gateway
 * answers 400 for the framing, nothing else comes back on the socket, and no account was created.
 */

const HOST = `Host: ${GATEWAY_HOST}:${GATEWAY_PORT}`;

/** The requests hidden in the body, in the order a desynchronised service would answer them. */
function hiddenRequests(email: string): string {
  const body = JSON.stringify(signUpBody(email));
  return (
    `POST /api/simple-auth/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
    'GET /internal/session HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' +
    'GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'
  );
}

const chunk = (data: string) => `${Buffer.byteLength(data, 'latin1').toString(16)}\r\n${data}\r\n`;
const length = (data: string) => Buffer.byteLength(data, 'latin1');
/** The carrier request: a sign-out, which the auth service answers without reading a body. */
const head = (...headers: string[]) =>
  `POST /api/simple-auth/logout HTTP/1.1\r\n${HOST}\r\n${headers.join('\r\n')}\r\n\r\n`;

async function smuggle(context: ProbeContext, label: string, build: (hidden: string) => string) {
  const email = freshEmail(`smuggled-${label}`);
  const raw = await exchange(context.client(), build(hiddenRequests(email)));
  const accepted: string[] = [];
  const answers = statusLines(raw);
  if (!/^HTTP\/1\.[01] 400\b/.test(answers[0] ?? ''))
    accepted.push(`the gateway answered ${answers[0] ?? 'nothing'} instead of 400`);
  if (answers.length > 1) accepted.push(`${answers.length} answers on one connection: ${answers.join(', ')}`);
  if (raw.includes('# HELP')) accepted.push('a service’s /metrics came back');
  if (/"id"\s*:/.test(raw)) accepted.push('an /internal/session answer came back');
  const signIn = await canSignIn(context.client(), email);
  if (signIn.status === 200) accepted.push('the hidden sign-up created an account (signing in as it worked)');
  return accepted;
}

probe(
  'smuggling CL.TE',
  'When a request carries both Content-Length and Transfer-Encoding: chunked (CL.TE), then the gateway refuses its framing and nothing hidden runs',
  (context) =>
    smuggle(context, 'clte', (hidden) => {
      const body = `0\r\n\r\n${hidden}`;
      return head(`Content-Length: ${length(body)}`, 'Transfer-Encoding: chunked') + body;
    }),
);

probe(
  'smuggling TE.CL',
  'When a chunked request carries a Content-Length covering only its first chunk line (TE.CL), then the gateway refuses its framing and nothing hidden runs',
  (context) =>
    smuggle(context, 'tecl', (hidden) => {
      const body = `${chunk(hidden)}0\r\n\r\n`;
      const firstLine = `${length(hidden).toString(16)}\r\n`;
      return head('Transfer-Encoding: chunked', `Content-Length: ${length(firstLine)}`) + body;
    }),
);

probe(
  'smuggling Connection: content-length',
  'When a request names Content-Length in its Connection header, then the gateway refuses it rather than forwarding the body unframed',
  (context) =>
    smuggle(
      context,
      'conn-cl',
      (hidden) =>
        head(`Content-Length: ${length(hidden)}`, 'Connection: keep-alive, content-length') + hidden,
    ),
);

probe(
  'smuggling Connection: transfer-encoding',
  'When a chunked request names Transfer-Encoding in its Connection header, then the gateway refuses it rather than forwarding the body unframed',
  (context) =>
    smuggle(
      context,
      'conn-te',
      (hidden) =>
        head('Transfer-Encoding: chunked', 'Connection: transfer-encoding') + `${chunk(hidden)}0\r\n\r\n`,
    ),
);

probe(
  'smuggling duplicate Content-Length',
  'When a request carries two different Content-Length headers, then the gateway refuses its framing and nothing hidden runs',
  (context) =>
    smuggle(
      context,
      'dup-cl',
      (hidden) => head('Content-Length: 0', `Content-Length: ${length(hidden)}`) + hidden,
    ),
);

probe(
  'smuggling obs-fold',
  'When a request folds Transfer-Encoding onto the line before it (obs-fold), then the gateway refuses its framing and nothing hidden runs',
  (context) =>
    smuggle(
      context,
      'obs-fold',
      (hidden) =>
        head(`Content-Length: ${length(hidden)}`, 'X-Note: folded', ' Transfer-Encoding: chunked') + hidden,
    ),
);
