import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in (or sign-up) the browser gets `<nonce>.<HMAC(key, e-mail, nonce)>`. It proves
 * that this browser once knew the password of that account, so sign-in-throttle.ts gives it a budget
 * of its own. It names the account only through the MAC (no e-mail in the cookie), and a cookie made
 * for another account, altered or forged, simply does not verify.
 */
export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_DAYS = 365;

const NONCE_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceCookies {
  /** A fresh cookie value for this (trimmed, lower-cased) e-mail. */
  issue(email: string): string;
  /** The cookie's nonce when it was made by us for this e-mail, else undefined. */
  verify(value: string | undefined, email: string): string | undefined;
}

export function createDeviceCookies(key: Buffer): DeviceCookies {
  const mac = (email: string, nonce: string) =>
    createHmac('sha256', key).update(`${email}\n${nonce}`).digest('base64url');
  return {
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${mac(email, nonce)}`;
    },
    verify(value, email) {
      const [nonce, signature, ...rest] = (value ?? '').split('.');
      if (!nonce || !signature || rest.length > 0 || !NONCE_SHAPE.test(nonce)) return undefined;
      const expected = Buffer.from(mac(email, nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : undefined;
    },
  };
}
