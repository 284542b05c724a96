import { z } from 'zod';
import { requiredText } from '../common.schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '../password-policy';
import type { Operation } from './operation';

/**
 * Accounts (spec 1 §3, §5, §7): e-mail and password sign-in, sessions in an HttpOnly cookie.
 * Owned by the auth service.
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
const email = z
  .string({ error: AUTH_MESSAGES.signUpRequired })
  .max(EMAIL_MAX, { abort: true, error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.signUpRequired)
  .regex(z.regexes.email, AUTH_MESSAGES.invalidEmail)
  .meta({ format: 'email' });
const personName = z
  .string()
  .max(NAME_MAX, { abort: true, error: `Please keep names under ${NAME_MAX} characters` })
  .trim()
  .optional();

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
    email,
    password: z
      .string({ error: AUTH_MESSAGES.signUpRequired })
      .max(PASSWORD_MAX, { abort: true, error: `Use at most ${PASSWORD_MAX} characters` })
      .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
      .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE),
    firstName: personName,
    lastName: personName,
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

export type SignInRequest = z.infer<typeof signInRequestSchema>;
/** What the sign-up form holds before validation (consent may still be false). */
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export type User = z.infer<typeof userSchema>;
export type SimpleAuthUser = z.infer<typeof simpleAuthUserSchema>;
export type AuthUser = z.infer<typeof authUserSchema>;

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
    id: 'getAuthUser',
    method: 'get',
    path: '/api/auth/user',
    summary: 'Name and picture for the navigation bar',
    description: 'First and last name and profile image of the user behind the session cookie.',
    auth: 'required',
    responses: { 200: { description: 'The signed-in user', schema: authUserSchema } },
  },
] as const satisfies readonly Operation[];
