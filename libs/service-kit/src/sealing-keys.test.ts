import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from './config';
import { KeyRingError } from './sealed-text';
import { resolveSealingKeys, sealingKeysEnvSchema } from './sealing-keys';

const keyFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'sealing-key-')), 'key');
const base = {
  NODE_ENV: 'production' as const,
  DATABASE_URL: 'postgresql://app@db.internal:5432/uniform',
};

describe('sealing key source', () => {
  test('When keys are configured, then they are used in any environment', () => {
    const keys = resolveSealingKeys(
      'MEDITATION',
      {
        ...base,
        MEDITATION_KEY_FILE: keyFile(),
        MEDITATION_ENCRYPTION_KEYS: `prod1:${randomBytes(32).toString('base64')}`,
      },
      'journal entries',
    );
    expect(keys).toMatchObject({ source: 'env', ring: { activeKeyId: 'prod1' } });
  });

  test('When production has a remote database and no keys, then the service refuses to start, naming its own variable', () => {
    const meditation = { ...base, MEDITATION_KEY_FILE: keyFile() };
    expect(() => resolveSealingKeys('MEDITATION', meditation, 'journal entries')).toThrow(KeyRingError);
    expect(() => resolveSealingKeys('MEDITATION', meditation, 'journal entries')).toThrow(
      /^MEDITATION_ENCRYPTION_KEYS is required in production/,
    );
    expect(() =>
      resolveSealingKeys('PROFILES', { ...base, PROFILES_KEY_FILE: keyFile() }, 'style profiles'),
    ).toThrow(/^PROFILES_ENCRYPTION_KEYS is required in production/);
  });

  test('When a configured key list is malformed, then the error names the variable it came from', () => {
    expect(() =>
      resolveSealingKeys(
        'PROFILES',
        { ...base, PROFILES_KEY_FILE: keyFile(), PROFILES_ENCRYPTION_KEYS: 'k1:c2hvcnQ=' },
        'style profiles',
      ),
    ).toThrow(/^PROFILES_ENCRYPTION_KEYS: key "k1" must be 32 bytes/);
  });

  test('When run on a laptop (loopback database), then a local key is created once and reused', () => {
    const file = keyFile();
    const laptop = {
      ...base,
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/uniform',
      PROFILES_KEY_FILE: file,
    };
    const first = resolveSealingKeys('PROFILES', laptop, 'style profiles');
    const second = resolveSealingKeys('PROFILES', laptop, 'style profiles');
    expect(first).toMatchObject({ source: 'local-file', file });
    expect(first.warning).toMatch(/^style profiles use the local key file; set PROFILES_ENCRYPTION_KEYS/);
    expect(second.ring.keys.get('local')!.equals(first.ring.keys.get('local')!)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^local:/);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  test('When the env schema parses, then the variables carry the prefix and the key file its default', () => {
    const schema = sealingKeysEnvSchema('PROFILES', {
      what: 'style profiles',
      keyFile: '.data/profiles-encryption.key',
    });
    expect(parseConfig(schema, {})).toEqual({ PROFILES_KEY_FILE: '.data/profiles-encryption.key' });
    expect(() => parseConfig(schema, { PROFILES_ACTIVE_KEY_ID: 'x'.repeat(65) })).toThrow(
      /PROFILES_ACTIVE_KEY_ID/,
    );
  });
});
