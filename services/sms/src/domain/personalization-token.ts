import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret a subscribe answer gives the browser that asked, so that browser (and only it) can
 * later make the subscription's texts personal (POST /api/sms/personalize). The row keeps only its
 * SHA-256: a database reader cannot personalize anyone, and knowing a number is not enough.
 */

/** 32 random bytes, base64url: 43 characters (PERSONALIZATION_TOKEN_PATTERN). */
export const newPersonalizationToken = (): string => randomBytes(32).toString('base64url');

/** What the row stores and the lookup compares: SHA-256 of the token, hex. */
export const hashPersonalizationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
