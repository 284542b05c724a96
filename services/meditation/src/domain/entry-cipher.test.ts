import { randomBytes } from 'node:crypto';
import { createEntryCipher, EntryDecryptionError, KeyRingError, parseKeyRing } from './entry-cipher';

const key = () => randomBytes(32).toString('base64');

describe('entry cipher', () => {
  test('When text is sealed twice, then each write has a fresh nonce and both open', () => {
    const cipher = createEntryCipher(parseKeyRing(`k1:${key()}`));
    const a = cipher.seal('quiet morning', 'user-1:2026-11-23');
    const b = cipher.seal('quiet morning', 'user-1:2026-11-23');
    expect(a.nonce.equals(b.nonce)).toBe(false);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
    expect(a.keyId).toBe('k1');
    expect(cipher.open(a, 'user-1:2026-11-23')).toBe('quiet morning');
    expect(a.ciphertext.toString('utf8')).not.toContain('quiet');
  });

  test('When the associated data or the ciphertext differ, then opening fails', () => {
    const cipher = createEntryCipher(parseKeyRing(`k1:${key()}`));
    const sealed = cipher.seal('mine', 'user-1:2026-11-23');
    expect(() => cipher.open(sealed, 'user-2:2026-11-23')).toThrow(EntryDecryptionError);
    const tampered = { ...sealed, ciphertext: Buffer.from(sealed.ciphertext) };
    tampered.ciphertext[0] = tampered.ciphertext[0]! ^ 1;
    expect(() => cipher.open(tampered, 'user-1:2026-11-23')).toThrow(EntryDecryptionError);
  });

  test.each([12, 8, 4])(
    'When a sealed entry comes back with its tag cut to %i bytes, then it does not open',
    (bytes) => {
      const cipher = createEntryCipher(parseKeyRing(`k1:${key()}`));
      const sealed = cipher.seal('mine', 'user-1:2026-11-23');
      expect(sealed.authTag).toHaveLength(16);
      // A prefix of the real tag: GCM without a pinned tag length would accept it as genuine.
      const truncated = { ...sealed, authTag: sealed.authTag.subarray(0, bytes) };
      expect(() => cipher.open(truncated, 'user-1:2026-11-23')).toThrow(EntryDecryptionError);
    },
  );

  test('When keys rotate, then new writes use the active key and old entries still open', () => {
    const oldKey = key();
    const before = createEntryCipher(parseKeyRing(`k1:${oldKey}`));
    const sealedBefore = before.seal('written under k1', 'ad');
    const after = createEntryCipher(parseKeyRing(`k1:${oldKey},k2:${key()}`, 'k2'));
    expect(after.seal('new', 'ad').keyId).toBe('k2');
    expect(after.open(sealedBefore, 'ad')).toBe('written under k1');
    const retired = createEntryCipher(parseKeyRing(`k2:${key()}`));
    expect(() => retired.open(sealedBefore, 'ad')).toThrow(/no key "k1"/);
  });

  test('When the key list is malformed, then every problem is named', () => {
    expect(() => parseKeyRing('')).toThrow(KeyRingError);
    expect(() => parseKeyRing('k1:c2hvcnQ=')).toThrow(/must be 32 bytes/);
    expect(() => parseKeyRing(`k1:${key()}`, 'k9')).toThrow(/active key "k9" is not listed/);
    expect(() => parseKeyRing(`nocolon`)).toThrow(/keyId:base64/);
    const k = key();
    expect(() => parseKeyRing(`k1:${k},k1:${k}`)).toThrow(/listed twice/);
  });
});
