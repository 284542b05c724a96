import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KeyRingError } from './entry-cipher';
import { resolveKeyRing } from './key-source';

const base = {
  NODE_ENV: 'production' as const,
  DATABASE_URL: 'postgresql://app@db.internal:5432/uniform',
  MEDITATION_KEY_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'meditation-key-')), 'key'),
};

describe('journal key source', () => {
  test('When keys are configured, then they are used in any environment', () => {
    const keys = resolveKeyRing({
      ...base,
      MEDITATION_ENCRYPTION_KEYS: `prod1:${randomBytes(32).toString('base64')}`,
    });
    expect(keys).toMatchObject({ source: 'env', ring: { activeKeyId: 'prod1' } });
  });

  test('When production has a remote database and no keys, then the service refuses to start', () => {
    expect(() => resolveKeyRing(base)).toThrow(KeyRingError);
    expect(() => resolveKeyRing(base)).toThrow(/MEDITATION_ENCRYPTION_KEYS is required in production/);
  });

  test('When run on a laptop (loopback database), then a local key is created once and reused', () => {
    const laptop = { ...base, DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/uniform' };
    const first = resolveKeyRing(laptop);
    const second = resolveKeyRing(laptop);
    expect(first.source).toBe('local-file');
    expect(second.ring.keys.get('local')!.equals(first.ring.keys.get('local')!)).toBe(true);
    expect(readFileSync(base.MEDITATION_KEY_FILE, 'utf8')).toMatch(/^local:/);
    expect(statSync(base.MEDITATION_KEY_FILE).mode & 0o077).toBe(0);
  });
});
