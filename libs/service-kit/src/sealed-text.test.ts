import { randomBytes } from 'node:crypto';
import { createLogger } from './logger';
import {
  createSealedTextCipher,
  KeyRingError,
  parseKeyRing,
  SealedTextError,
  sealedColumns,
  sealedFromColumns,
  sealedJson,
} from './sealed-text';

const key = () => randomBytes(32).toString('base64');

describe('sealed text', () => {
  test('When text is sealed twice, then each write has a fresh nonce and both open', () => {
    const cipher = createSealedTextCipher(parseKeyRing(`k1:${key()}`));
    const a = cipher.seal('quiet morning', 'user-1:2026-11-23');
    const b = cipher.seal('quiet morning', 'user-1:2026-11-23');
    expect(a.nonce.equals(b.nonce)).toBe(false);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
    expect(a.keyId).toBe('k1');
    expect(cipher.open(a, 'user-1:2026-11-23')).toBe('quiet morning');
    expect(a.ciphertext.toString('utf8')).not.toContain('quiet');
  });

  test('When the associated data or the ciphertext differ, then opening fails', () => {
    const cipher = createSealedTextCipher(parseKeyRing(`k1:${key()}`));
    const sealed = cipher.seal('mine', 'user-1:2026-11-23');
    expect(() => cipher.open(sealed, 'user-2:2026-11-23')).toThrow(SealedTextError);
    const tampered = { ...sealed, ciphertext: Buffer.from(sealed.ciphertext) };
    tampered.ciphertext[0] = tampered.ciphertext[0]! ^ 1;
    expect(() => cipher.open(tampered, 'user-1:2026-11-23')).toThrow(SealedTextError);
  });

  test.each([12, 8, 4])(
    'When sealed text comes back with its tag cut to %i bytes, then it does not open',
    (bytes) => {
      const cipher = createSealedTextCipher(parseKeyRing(`k1:${key()}`));
      const sealed = cipher.seal('mine', 'user-1:2026-11-23');
      expect(sealed.authTag).toHaveLength(16);
      // A prefix of the real tag: GCM without a pinned tag length would accept it as genuine.
      const truncated = { ...sealed, authTag: sealed.authTag.subarray(0, bytes) };
      expect(() => cipher.open(truncated, 'user-1:2026-11-23')).toThrow(SealedTextError);
    },
  );

  test('When keys rotate, then new writes use the active key and old text still opens', () => {
    const oldKey = key();
    const before = createSealedTextCipher(parseKeyRing(`k1:${oldKey}`));
    const sealedBefore = before.seal('written under k1', 'ad');
    const after = createSealedTextCipher(parseKeyRing(`k1:${oldKey},k2:${key()}`, { activeKeyId: 'k2' }));
    expect(after.seal('new', 'ad').keyId).toBe('k2');
    expect(after.open(sealedBefore, 'ad')).toBe('written under k1');
    const retired = createSealedTextCipher(parseKeyRing(`k2:${key()}`));
    expect(() => retired.open(sealedBefore, 'ad')).toThrow(/no key "k1"/);
  });

  test('When the key list is malformed, then every problem is named with where the list came from', () => {
    expect(() => parseKeyRing('')).toThrow(KeyRingError);
    expect(() => parseKeyRing('k1:c2hvcnQ=')).toThrow(/must be 32 bytes/);
    expect(() => parseKeyRing(`k1:${key()}`, { activeKeyId: 'k9' })).toThrow(/active key "k9" is not listed/);
    expect(() => parseKeyRing(`nocolon`)).toThrow(/keyId:base64/);
    const k = key();
    expect(() => parseKeyRing(`k1:${k},k1:${k}`)).toThrow(/listed twice/);
    expect(() => parseKeyRing('', { source: 'PROFILES_ENCRYPTION_KEYS' })).toThrow(
      /^PROFILES_ENCRYPTION_KEYS: no key listed$/,
    );
  });

  test('When sealed text goes to Prisma columns and back, then every part is the same bytes', () => {
    const sealed = createSealedTextCipher(parseKeyRing(`k1:${key()}`)).seal('row', 'ad');
    const columns = sealedColumns(sealed);
    expect(columns.nonce).toBeInstanceOf(Uint8Array);
    expect(sealedFromColumns(columns)).toEqual(sealed);
  });

  test('When a row of sealed JSON does not open, then it reads as null and one error line names it, its key and why', () => {
    const lines: string[] = [];
    const logger = createLogger('sealed-json-test', 'error', {
      write: (line: string) => void lines.push(line),
    });
    const cipher = createSealedTextCipher(parseKeyRing(`k1:${key()}`));
    const notes = sealedJson<{ text: string }>({ cipher, logger }, { name: 'note', idField: 'noteId' });
    const row = { id: 'row-1', ...notes.seal({ text: 'kept' }, 'user-1:row-1') };

    expect(notes.open(row, 'user-1:row-1')).toEqual({ text: 'kept' });
    expect(lines).toEqual([]);
    expect(notes.open(row, 'user-2:row-1')).toBeNull();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      noteId: 'row-1',
      keyId: 'k1',
      reason: 'the sealed text does not authenticate with its key',
      msg: 'note cannot be decrypted',
    });
  });
});
