// A real OpenID provider (oidc-provider) on loopback, playing Google and Microsoft for the tests:
// discovery, keys, the authorization code flow with PKCE, ID tokens signed with its own RSA keys.
//   node libs/test-kit/oidc/loopback-oidc-provider.mjs   (options in OIDC_TEST_PROVIDER, JSON)
// "Google" lives under /google; "Microsoft" publishes the multi-tenant discovery document at
// /common/v2.0 (issuer https://…/{tenantid}/v2.0, as Microsoft does) and signs as the tenant
// /<tenant id>/v2.0. Its login page is a plain form (any account the test or the person types in), so a
// test drives it over HTTP and a browser test by filling it in. Prints one JSON line
// {"msg":"oidc providers listening","url":…} once it answers. Test use only: nothing is persisted.
import http from 'node:http';
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import Provider from 'oidc-provider';

const options = JSON.parse(process.env.OIDC_TEST_PROVIDER ?? '{}');
const host = options.host ?? '127.0.0.1';
const port = Number(options.port ?? 0);
/** Microsoft's consumer tenant id: any GUID works, the tests may give their own. */
const tenantId = options.tenantId ?? '9188040d-6c67-4c5b-b112-36a304b66dad';
const defaultAccount = options.defaultAccount ?? {};

/** Who signed in at each provider, by subject: set by the login form, read when tokens are issued. */
const accounts = { google: new Map(), microsoft: new Map() };

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signingKey(kid) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, jwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/** The login form's fields as the claims the ID token carries. */
function claimsOf(fields, provider) {
  const text = (name) =>
    typeof fields[name] === 'string' && fields[name].trim() ? fields[name].trim() : undefined;
  return {
    email: text('email'),
    email_verified:
      provider === 'google' ? fields.email_verified === 'true' || fields.email_verified === 'on' : undefined,
    given_name: text('given_name'),
    family_name: text('family_name'),
    name: [text('given_name'), text('family_name')].filter(Boolean).join(' ') || undefined,
    ...(provider === 'microsoft' ? { tid: text('tid') ?? tenantId } : {}),
    // Not claims: how this account's ID tokens are spoiled after the provider issued them, for the
    // client's checks. Another client as audience, another nonce, or an expiry an hour ago (each
    // re-signed with the provider's own key), or a signature by a key the provider does not publish.
    tamper: {
      audience: text('id_token_audience'),
      nonce: text('id_token_nonce'),
      expired: fields.id_token_expired === 'true',
      foreignKey: fields.id_token_foreign_key === 'true',
    },
  };
}

/** A key nobody publishes: what it signs, no client may accept. */
const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

function createProvider(name, issuer, client, key) {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [key.jwk] },
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      names: { session: `_${name}_session`, interaction: `_${name}_interaction`, resume: `_${name}_resume` },
    },
    claims: {
      openid: name === 'microsoft' ? ['sub', 'tid'] : ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google and Microsoft: the e-mail and names are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${name}/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts[name].get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => {
          const { tamper: _ignored, ...claims } = account;
          return Object.fromEntries(Object.entries({ sub, ...claims }).filter(([, v]) => v !== undefined));
        },
      };
    },
    // A first-party client: consent is granted with the login, no consent page.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const idToken = ctx.oidc?.route === 'token' ? ctx.body?.id_token : undefined;
    if (typeof idToken !== 'string') return;
    const [header, payload] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const tamper = accounts[name].get(claims.sub)?.tamper;
    if (!tamper || (!tamper.audience && !tamper.nonce && !tamper.expired && !tamper.foreignKey)) return;
    const now = Math.floor(Date.now() / 1000);
    const spoiled = {
      ...claims,
      ...(tamper.audience ? { aud: tamper.audience } : {}),
      ...(tamper.nonce ? { nonce: tamper.nonce } : {}),
      ...(tamper.expired ? { iat: now - 7200, exp: now - 3600 } : {}),
    };
    const signed = `${header}.${base64url(spoiled)}`;
    const signer = tamper.foreignKey ? foreignKey : key.privateKey;
    const signature = sign('sha256', Buffer.from(signed), signer).toString('base64url');
    ctx.body = { ...ctx.body, id_token: `${signed}.${signature}` };
  });
  return provider;
}

function loginPage(name, uid, prompt) {
  const field = (id, label, value, type = 'text') =>
    `<p><label for="${id}">${label}</label><br><input id="${id}" name="${id}" type="${type}" value="${escapeHtml(value)}"></p>`;
  const title =
    name === 'google' ? 'Sign in with Google (test provider)' : 'Sign in with Microsoft (test provider)';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>
<h1>${title}</h1><p>Prompt: ${escapeHtml(prompt)}</p>
<form method="post" action="/interaction/${name}/${uid}/login">
${field('sub', 'Subject', defaultAccount.sub ?? `${name}-user-1`)}
${field('email', 'Email', defaultAccount.email ?? '', 'email')}
${field('given_name', 'First name', defaultAccount.givenName ?? '')}
${field('family_name', 'Last name', defaultAccount.familyName ?? '')}
${name === 'google' ? `<p><label><input name="email_verified" type="checkbox" value="true" ${defaultAccount.emailVerified === false ? '' : 'checked'}> Email verified</label></p>` : ''}
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${name}/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

async function interaction(req, res, name, uid, action) {
  const provider = providers[name];
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (req.method === 'GET' && !action) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(loginPage(name, uid, details.prompt.name));
    return;
  }
  if (req.method === 'POST' && action === 'abort') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' });
    return;
  }
  if (req.method === 'POST' && action === 'login') {
    const fields = await readForm(req);
    const sub = typeof fields.sub === 'string' ? fields.sub.trim() : '';
    if (!sub) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('sub is required');
      return;
    }
    accounts[name].set(sub, claimsOf(fields, name));
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  res.writeHead(405).end();
}

const server = http.createServer();
await new Promise((resolve) => server.listen(port, host, resolve));
const origin = `http://${host}:${server.address().port}`;
const googleIssuer = `${origin}/google`;
const tenantPath = `/${tenantId}/v2.0`;
const microsoftIssuer = `${origin}${tenantPath}`;
const clients = options.clients;
const providers = {
  google: createProvider('google', googleIssuer, clients.google, signingKey('loopback-google')),
  microsoft: createProvider(
    'microsoft',
    microsoftIssuer,
    clients.microsoft,
    signingKey('loopback-microsoft'),
  ),
};
const mounts = [
  ['/google', providers.google.callback()],
  [tenantPath, providers.microsoft.callback()],
];

server.on('request', (req, res) => {
  void (async () => {
    const path = req.url.split('?')[0];
    const step = /^\/interaction\/(google|microsoft)\/([\w-]+)(?:\/(login|abort))?$/.exec(path);
    if (step) return interaction(req, res, step[1], step[2], step[3]);
    if (path === '/common/v2.0/.well-known/openid-configuration') {
      // Microsoft's multi-tenant document: the tenant's endpoints, the issuer as a template.
      const tenant = await fetch(`${microsoftIssuer}/.well-known/openid-configuration`).then((r) => r.json());
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...tenant, issuer: `${origin}/{tenantid}/v2.0` }));
      return;
    }
    for (const [prefix, handle] of mounts) {
      if (path === prefix || path.startsWith(`${prefix}/`)) {
        req.originalUrl = req.url;
        req.url = req.url.slice(prefix.length) || '/';
        return handle(req, res);
      }
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  })().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('test provider error');
  });
});

process.stdout.write(
  `${JSON.stringify({
    msg: 'oidc providers listening',
    url: origin,
    google: googleIssuer,
    microsoft: `${origin}/common/v2.0`,
    tenantId,
  })}\n`,
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
