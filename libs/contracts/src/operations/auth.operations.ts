import { z } from 'zod';
import { requiredText } from '../common.schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '../password-policy';
import { FRONTEND_ROUTES } from '../routing';
import type { Operation } from './operation';

/**
 * Accounts (spec 1 §3, §5, §7): e-mail and password sign-in, and sign-in with Google or Microsoft
 * through OpenID Connect (issue 21); sessions in an HttpOnly cookie. Owned by the auth service.
 */

/** The session cookie the auth service sets and the gateway reads. */
export const SESSION_COOKIE_NAME = 'sid';

export const AUTH_MESSAGES = {
  signInRequired: 'Email and password are required',
  signUpRequired: 'Email, password, and consent are required',
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  notSignedIn: 'Please sign in to continue.',
} as const;

const EMAIL_MAX = 320;
const NAME_MAX = 80;

/** Trimmed and lower-cased, so one address is one account whatever its spelling. */
export const accountEmailSchema = z
  .string({ error: AUTH_MESSAGES.signUpRequired })
  .max(EMAIL_MAX, { abort: true, error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.signUpRequired)
  .regex(z.regexes.email, AUTH_MESSAGES.invalidEmail)
  .meta({ format: 'email' });
export const personNameSchema = z
  .string()
  .max(NAME_MAX, { abort: true, error: `Please keep names under ${NAME_MAX} characters` })
  .trim()
  .optional();

/** A password being chosen: sign-up, or a change on the account page. */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.signUpRequired })
  .max(PASSWORD_MAX, { abort: true, error: `Use at most ${PASSWORD_MAX} characters` })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);

export const signInRequestSchema = z
  .object({
    email: requiredText(EMAIL_MAX, AUTH_MESSAGES.signInRequired, { tooLong: AUTH_MESSAGES.invalidEmail }),
    password: z
      .string({ error: AUTH_MESSAGES.signInRequired })
      .max(PASSWORD_MAX, { abort: true, error: AUTH_MESSAGES.invalidCredentials })
      .min(1, AUTH_MESSAGES.signInRequired),
  })
  .meta({ id: 'SignInRequest' });

export const signUpRequestSchema = z
  .object({
    email: accountEmailSchema,
    password: newPasswordSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    dataRetentionConsent: z.literal(true, { error: AUTH_MESSAGES.signUpRequired }),
  })
  .meta({ id: 'SignUpRequest' });

/** The account as sign-in and sign-up answer it. */
export const userSchema = z
  .object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  })
  .meta({ id: 'User', description: 'The signed-in user (spec 1 §3).' });

/** GET /api/simple-auth/user: what the account control shows (spec 1 §7). */
export const simpleAuthUserSchema = z
  .object({ email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
  .meta({ id: 'SimpleAuthUser' });

/** GET /api/auth/user: what the navigation bar shows (spec 1 §7). */
export const authUserSchema = z
  .object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  })
  .meta({ id: 'AuthUser' });

/** The OpenID Connect providers one can sign in with (issue 21), in the order the dialog shows them. */
export const OIDC_PROVIDER_IDS = ['google', 'microsoft'] as const;
export type OidcProviderId = (typeof OIDC_PROVIDER_IDS)[number];
export const OIDC_PROVIDER_NAMES: Record<OidcProviderId, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

/** Where the browser goes to sign in with a provider: a top-level navigation, not a fetch. */
export const oidcStartPath = (provider: OidcProviderId) => `/api/auth/oidc/${provider}/start`;
/** Where the provider sends the browser back (the redirect URI registered with the provider). */
export const oidcCallbackPath = (provider: OidcProviderId) => `/api/auth/oidc/${provider}/callback`;

/**
 * After a provider sign-in the browser comes back to the app with one of these in the query:
 * `signin=<provider>` when it worked, `signin_error=<code>` when it did not (the app shows the message).
 */
export const OIDC_SIGNED_IN_PARAM = 'signin';
export const OIDC_ERROR_PARAM = 'signin_error';
/**
 * A sign-in started with `intent=confirm` from the account page (signed in) does not sign anyone in:
 * when the provider identity is one linked to the signed-in account, the session is confirmed for
 * FRESH_SIGN_IN_MINUTES and the browser comes back to /account with `confirmed=<provider>`.
 */
export const OIDC_CONFIRMED_PARAM = 'confirmed';
/**
 * `linked=1` beside `signin=<provider>`: the provider's verified e-mail was linked to an existing
 * password account, whose password was removed and other sessions ended (only the e-mail's owner
 * keeps it: whoever made the account before may not have owned the address).
 */
export const OIDC_LINKED_PARAM = 'linked';

/** Why a provider sign-in did not sign anyone in, by the code in `signin_error`. */
export const OIDC_SIGN_IN_ERRORS = {
  canceled: 'Sign-in was canceled at the provider. You can try again, or use your email and password.',
  expired: 'That sign-in link expired or was already used. Please start again.',
  failed: 'We could not confirm your sign-in with the provider, so you are not signed in. Please try again.',
  unverified_email:
    'An account with this email already exists. The provider did not confirm that the email is yours, so we did not link it: sign in with your password instead.',
  no_email: 'The provider did not share an email address with us, and your account needs one.',
  unavailable: 'The sign-in provider could not be reached. Please try again in a moment.',
  not_linked:
    'That sign-in is not one linked to your account, so nothing was confirmed. Use the provider account listed on this page, or your password.',
} as const;
export type OidcSignInErrorCode = keyof typeof OIDC_SIGN_IN_ERRORS;
/** What the app tells after a sign-in that came back with `linked=1`. */
export const oidcLinkedNotice = (provider: OidcProviderId): string =>
  `We linked your ${OIDC_PROVIDER_NAMES[provider]} sign-in to the account with this email. For your safety we signed out its other sessions and removed its password; set a new one on the Account page if you want one.`;

/** The provider's own message for a code the app does not know (an old link): the generic failure. */
export const oidcSignInErrorMessage = (code: string | null | undefined): string =>
  code && Object.hasOwn(OIDC_SIGN_IN_ERRORS, code)
    ? OIDC_SIGN_IN_ERRORS[code as OidcSignInErrorCode]
    : OIDC_SIGN_IN_ERRORS.failed;

export const oidcProviderParamsSchema = z
  .object({
    provider: z.enum(OIDC_PROVIDER_IDS, { error: 'There is no such sign-in provider.' }),
  })
  .meta({ id: 'OidcProviderParams' });

export const oidcStartQuerySchema = z
  .object({
    consent: z
      .enum(['1'], { error: 'consent must be 1 when given' })
      .optional()
      .describe('1: the user ticked "Save my style profile" (recorded on a new account)'),
    intent: z
      .enum(['confirm'], { error: 'intent must be confirm when given' })
      .optional()
      .describe(
        'confirm: signed in on the account page, re-confirming with a linked provider (nothing else changes)',
      ),
    returnTo: z
      .enum(FRONTEND_ROUTES, { error: 'returnTo must be a page of the app' })
      .optional()
      .describe('The page of the app to come back to (default /)'),
  })
  .meta({ id: 'OidcStartQuery' });

export const oidcProvidersSchema = z
  .object({
    providers: z.array(
      z.object({ id: z.enum(OIDC_PROVIDER_IDS), name: z.string() }).meta({ id: 'OidcProvider' }),
    ),
  })
  .meta({ id: 'OidcProviders', description: 'The providers set up here; none: no provider buttons.' });

export type OidcProviders = z.infer<typeof oidcProvidersSchema>;
export type OidcStartQuery = z.infer<typeof oidcStartQuerySchema>;

export type SignInRequest = z.infer<typeof signInRequestSchema>;
/** What the sign-up form holds before validation (consent may still be false). */
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export type User = z.infer<typeof userSchema>;
export type SimpleAuthUser = z.infer<typeof simpleAuthUserSchema>;
export type AuthUser = z.infer<typeof authUserSchema>;

const OIDC_NOT_SET_UP =
  '404: the provider is not set up here (no client id and secret), or there is no such provider (NOT_FOUND)';

const sessionCookie = `Set-Cookie: ${SESSION_COOKIE_NAME}=<token>; HttpOnly; SameSite=Lax; Path=/ (over HTTPS: __Host-${SESSION_COOKIE_NAME}, Secure); ends after 14 days unused or 30 days after sign-in; plus a long-lived HttpOnly device cookie`;

export const AUTH_OPERATIONS = [
  {
    id: 'getSimpleAuthUser',
    method: 'get',
    path: '/api/simple-auth/user',
    summary: 'The signed-in user for the account control',
    description: 'E-mail and names of the user behind the session cookie.',
    auth: 'required',
    responses: { 200: { description: 'The signed-in user', schema: simpleAuthUserSchema } },
  },
  {
    id: 'signIn',
    method: 'post',
    path: '/api/simple-auth/signin',
    summary: 'Sign in with e-mail and password',
    description: 'Checks the password and opens a session.',
    decisions: [
      'The spec shows no answer: 200 with the user, and the session cookie.',
      'A wrong e-mail and a wrong password get the same 401 message, in similar time, so the answer never tells whether an account exists.',
    ],
    auth: 'none',
    request: { body: signInRequestSchema },
    responses: {
      200: { description: 'Signed in', schema: userSchema, headers: { 'Set-Cookie': sessionCookie } },
    },
    errors: {
      401: `Wrong e-mail or password: "${AUTH_MESSAGES.invalidCredentials}" (INVALID_CREDENTIALS)`,
      429: 'Within 15 minutes, after 5 failures for one account from one network, 10 for one account from browsers without its device cookie, or 20 from one network (an IPv4 address or IPv6 /64); a browser that signed in to the account before has its own budget of 5 (TOO_MANY_ATTEMPTS, with a sentence saying when to retry), or the gateway rate limit (RATE_LIMITED); see Retry-After',
    },
  },
  {
    id: 'signUp',
    method: 'post',
    path: '/api/simple-auth/signup',
    summary: 'Create an account',
    description:
      'Creates the account (the e-mail is trimmed and lower-cased) and opens a session. Consent to keep the style profile is required.',
    decisions: [
      'The spec shows no answer: 201 with the user, and the session cookie.',
      `The spec shows no password rule; ours: ${PASSWORD_MIN}–${PASSWORD_MAX} characters and not a commonly used password.`,
    ],
    auth: 'none',
    request: { body: signUpRequestSchema },
    responses: {
      201: { description: 'Account created', schema: userSchema, headers: { 'Set-Cookie': sessionCookie } },
    },
    errors: { 409: `The e-mail is taken: "${AUTH_MESSAGES.emailTaken}" (EMAIL_TAKEN)` },
  },
  {
    id: 'logout',
    method: 'post',
    path: '/api/simple-auth/logout',
    summary: 'Sign out',
    description:
      'Deletes the session on the server and clears the cookie. Signed out already: the same answer.',
    decisions: ['The spec shows no answer: 204 with no body.'],
    auth: 'optional',
    responses: {
      204: {
        description: 'Signed out',
        headers: { 'Set-Cookie': `${SESSION_COOKIE_NAME}=; expired (clears the cookie)` },
      },
    },
  },
  {
    id: 'getOidcProviders',
    method: 'get',
    path: '/api/auth/oidc/providers',
    summary: 'The sign-in providers set up here',
    description:
      'Which of Google and Microsoft can be used to sign in: the account dialog shows a "Continue with …" button for each.',
    auth: 'none',
    responses: { 200: { description: 'The providers with settings', schema: oidcProvidersSchema } },
  },
  {
    id: 'startOidcSignIn',
    method: 'get',
    path: '/api/auth/oidc/{provider}/start',
    summary: 'Start signing in with Google or Microsoft',
    description:
      'A browser navigation: redirects to the provider with an OpenID Connect authorization request (code flow, PKCE S256, state and nonce). The state, nonce and code verifier stay on the server for 10 minutes, found through a short-lived cookie, and are used once.',
    auth: 'none',
    request: { params: oidcProviderParamsSchema, query: oidcStartQuerySchema },
    responses: {
      302: {
        description: 'To the provider',
        headers: {
          Location: "The provider's authorization endpoint",
          'Set-Cookie':
            'oidc_flow=<random id>; HttpOnly; SameSite=Lax; Path=/; Max-Age=600 (over HTTPS: __Host-oidc_flow, Secure)',
        },
      },
    },
    errors: { 404: OIDC_NOT_SET_UP },
  },
  {
    id: 'finishOidcSignIn',
    method: 'get',
    path: '/api/auth/oidc/{provider}/callback',
    summary: 'Where the provider sends the browser back',
    description:
      "The provider's redirect (query: code, state, and iss; or error). Checks the state against the one kept for this browser, exchanges the code (with the PKCE verifier) and verifies the ID token (signature, issuer, audience, nonce, expiry); then signs in to the account of this provider identity, links an existing account with the same email only when the provider says the email is verified, or creates one. Only the provider's subject id and the email are kept; no provider token is stored.",
    decisions: [
      'Success or failure, the answer is a redirect to the app: `?signin=<provider>` with the session cookie, or `?signin_error=<code>` with nothing signed in or changed (codes: ' +
        Object.keys(OIDC_SIGN_IN_ERRORS).join(', ') +
        ').',
      'Linking a verified email to an account with a password removes that password and ends all its sessions in the same transaction, and the redirect adds `&linked=1`: whoever made the account may not have owned the address, the email owner keeps it (pre-account hijack).',
    ],
    auth: 'none',
    request: { params: oidcProviderParamsSchema },
    responses: {
      302: {
        description: 'Back to the app, signed in or with the reason it failed',
        headers: { Location: '/?signin=<provider> or /?signin_error=<code>', 'Set-Cookie': sessionCookie },
      },
    },
    errors: { 404: OIDC_NOT_SET_UP },
  },
  {
    id: 'getAuthUser',
    method: 'get',
    path: '/api/auth/user',
    summary: 'Name and picture for the navigation bar',
    description: 'First and last name and profile image of the user behind the session cookie.',
    auth: 'required',
    responses: { 200: { description: 'The signed-in user', schema: authUserSchema } },
  },
] as const satisfies readonly Operation[];
