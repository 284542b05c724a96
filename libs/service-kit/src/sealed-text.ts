import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Logger } from './logger';

/**
 * Personal text at rest (journal entries, style profiles): AES-256-GCM with a fresh random 96-bit
 * nonce per write and the key id stored beside the ciphertext, so keys rotate by adding a new active
 * key while older ones stay listed for reading. The caller binds the owner and the row in as
 * additional authenticated data, so a ciphertext copied to another user's row fails to open instead
 * of being shown.
 */
export const KEY_BYTES = 32;
const NONCE_BYTES = 12;
/**
 * GCM accepts tags as short as 4 bytes unless told otherwise, and a forger needs only ~2^32 tries
 * against a 4-byte tag: both sides pin the full 16 bytes, so a truncated tag never opens.
 */
const AUTH_TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9_.-]{1,64}$/;

export interface KeyRing {
  /** The key new text is sealed with. */
  activeKeyId: string;
  keys: ReadonlyMap<string, Buffer>;
}

export interface SealedText {
  keyId: string;
  nonce: Buffer;
  ciphertext: Buffer;
  authTag: Buffer;
}

export class KeyRingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyRingError';
  }
}

/** The sealed text does not open: a tampered or moved row, or a key that is no longer listed. */
export class SealedTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedTextError';
  }
}

export interface ParseKeyRingOptions {
  /** The key new text is sealed with; the first listed when absent. */
  activeKeyId?: string;
  /** Where the list came from (an env variable, a key file), named in the error. */
  source?: string;
}

/** "id:base64,id2:base64" → a key ring; every problem is named in one message. */
export function parseKeyRing(spec: string, options: ParseKeyRingOptions = {}): KeyRing {
  const keys = new Map<string, Buffer>();
  const problems: string[] = [];
  const items = spec
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    const colon = item.indexOf(':');
    const id = colon > 0 ? item.slice(0, colon) : '';
    if (!KEY_ID.test(id)) {
      problems.push(`"${item.slice(0, 12)}…" needs the form keyId:base64 (id of letters, digits, _ . -)`);
      continue;
    }
    const key = Buffer.from(item.slice(colon + 1), 'base64');
    if (key.length !== KEY_BYTES) problems.push(`key "${id}" must be ${KEY_BYTES} bytes in base64`);
    else if (keys.has(id)) problems.push(`key "${id}" is listed twice`);
    else keys.set(id, key);
  }
  if (items.length === 0) problems.push('no key listed');
  const active = options.activeKeyId ?? keys.keys().next().value;
  if (active !== undefined && !keys.has(active) && problems.length === 0)
    problems.push(`the active key "${active}" is not listed`);
  if (problems.length > 0 || active === undefined)
    throw new KeyRingError(`${options.source ?? 'the key list'}: ${problems.join('; ')}`);
  return { activeKeyId: active, keys };
}

export interface SealedTextCipher {
  seal(plain: string, associatedData: string): SealedText;
  /** The plain text, or a SealedTextError when it does not authenticate with its key and `associatedData`. */
  open(sealed: SealedText, associatedData: string): string;
}

export function createSealedTextCipher(ring: KeyRing): SealedTextCipher {
  const activeKey = ring.keys.get(ring.activeKeyId);
  if (!activeKey) throw new KeyRingError(`the active key "${ring.activeKeyId}" is not listed`);
  return {
    seal(plain, associatedData) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', activeKey, nonce, { authTagLength: AUTH_TAG_BYTES });
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return { keyId: ring.activeKeyId, nonce, ciphertext, authTag: cipher.getAuthTag() };
    },
    open(sealed, associatedData) {
      const key = ring.keys.get(sealed.keyId);
      if (!key) throw new SealedTextError(`no key "${sealed.keyId}" is configured`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.nonce, {
          authTagLength: AUTH_TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(associatedData, 'utf8'));
        decipher.setAuthTag(sealed.authTag);
        return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SealedTextError('the sealed text does not authenticate with its key');
      }
    },
  };
}

/** A sealed row's columns as Prisma reads and writes them (Bytes are Uint8Array). */
export interface SealedColumns {
  keyId: string;
  nonce: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
  authTag: Uint8Array<ArrayBuffer>;
}

/** A stored row's sealed columns as sealed text, ready to open. */
export function sealedFromColumns(row: SealedColumns): SealedText {
  return {
    keyId: row.keyId,
    nonce: Buffer.from(row.nonce),
    ciphertext: Buffer.from(row.ciphertext),
    authTag: Buffer.from(row.authTag),
  };
}

/** Sealed text as the columns a Prisma write takes. */
export function sealedColumns(sealed: SealedText): SealedColumns {
  return {
    keyId: sealed.keyId,
    nonce: new Uint8Array(sealed.nonce),
    ciphertext: new Uint8Array(sealed.ciphertext),
    authTag: new Uint8Array(sealed.authTag),
  };
}

/** JSON values sealed in the rows of one kind (journal entries, style profiles). */
export interface SealedJson<T> {
  seal(value: T, associatedData: string): SealedText;
  /**
   * The row's value, or null when it does not open (a retired key, a tampered or moved row): that is
   * logged at error level with the row's id, key id and the reason, so one unreadable row is reported
   * without hiding the user's other rows.
   */
  open(row: SealedText & { id: string }, associatedData: string): T | null;
}

/** `kind.name` names the rows in the error line ("<name> cannot be decrypted"), `kind.idField` their id. */
export function sealedJson<T>(
  deps: { cipher: SealedTextCipher; logger: Logger },
  kind: { name: string; idField: string },
): SealedJson<T> {
  return {
    seal: (value, associatedData) => deps.cipher.seal(JSON.stringify(value), associatedData),
    open(row, associatedData) {
      try {
        return JSON.parse(deps.cipher.open(row, associatedData)) as T;
      } catch (error) {
        if (!(error instanceof SealedTextError)) throw error;
        deps.logger.error(
          { [kind.idField]: row.id, keyId: row.keyId, reason: error.message },
          `${kind.name} cannot be decrypted`,
        );
        return null;
      }
    },
  };
}
