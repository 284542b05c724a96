import { SESSION_COOKIE_NAME } from '@uniform/contracts';

/**
 * The session cookie's names and the one function that reads cookies, shared by the gateway and the
 * auth service. Over HTTPS the session lives in `__Host-sid`: a browser only accepts that name with
 * Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or shadow it. Over plain http
 * (localhost development) browsers refuse `__Host-` cookies, so the plain name is used there, and
 * only there.
 */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;
export const HOST_COOKIE_PREFIX = '__Host-';
export const SECURE_SESSION_COOKIE = `${HOST_COOKIE_PREFIX}${SESSION_COOKIE}`;

/** Browsers keep at most ~4 KB per cookie; anything longer did not come from us. */
export const MAX_COOKIE_VALUE_LENGTH = 4096;

/** Our tokens are base64url (see the auth service's credentials); anything else is not a session. */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,256}$/;

/** The cookie name for the request's scheme: `__Host-<name>` over HTTPS, `<name>` over http. */
export function cookieNameFor(name: string, secure: boolean): string {
  return secure ? `${HOST_COOKIE_PREFIX}${name}` : name;
}

/**
 * One cookie's value from a Cookie header, or undefined when it is absent, sent more than once
 * (which one is ours is unknowable, so neither counts), oversized or not decodable. Never throws:
 * a cookie is client input, and a bad one means "signed out", not an error.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  let count = 0;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    count += 1;
    found = part.slice(eq + 1).trim();
  }
  if (count !== 1 || !found || found.length > MAX_COOKIE_VALUE_LENGTH) return undefined;
  if (found.length >= 2 && found.startsWith('"') && found.endsWith('"')) found = found.slice(1, -1);
  if (!found.includes('%')) return found || undefined;
  try {
    return decodeURIComponent(found) || undefined;
  } catch {
    return undefined;
  }
}

/** The session token for a request over HTTPS (`__Host-sid` only) or plain http (`sid` only). */
export function readSessionToken(header: string | undefined, secure: boolean): string | undefined {
  const token = readCookie(header, cookieNameFor(SESSION_COOKIE, secure));
  return token !== undefined && SESSION_TOKEN_SHAPE.test(token) ? token : undefined;
}

/**
 * The gateway remembers who holds a session for up to a minute, in Redis under this prefix and the
 * token's SHA-256 (hex) — the same hash the auth service stores. When the auth service ends sessions
 * other than the caller's (password change, sign out everywhere, deletion) it deletes these keys, so
 * an ended session is refused at once rather than a minute later.
 */
export const SESSION_CACHE_PREFIX = 'gw:session:';
export const sessionCacheKey = (tokenHash: string, prefix = SESSION_CACHE_PREFIX): string =>
  `${prefix}${tokenHash}`;
