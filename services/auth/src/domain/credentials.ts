import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, t=2, p=1): OWASP's recommended argon2id settings.
 * Sign-in against an unknown e-mail verifies against a dummy hash of the same cost, so the answer
 * takes as long whether or not the account exists (no account enumeration by timing).
 */
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = hash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return hash !== undefined && ok;
}

/** A session token: 256 random bits for the cookie; only its SHA-256 is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
