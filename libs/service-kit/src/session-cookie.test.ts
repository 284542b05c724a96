import { SECURE_SESSION_COOKIE, cookieNameFor, readCookie, readSessionToken } from './session-cookie';

describe('session cookie', () => {
  test('When the session cookie is among others, then its value is read exactly', () => {
    expect(readSessionToken('theme=dark; sid=abc_DEF-123; lang=en', false)).toBe('abc_DEF-123');
    expect(readCookie('a=1;b="quoted%20value"', 'b')).toBe('quoted value');
    expect(readCookie('a=x=y', 'a')).toBe('x=y');
  });

  test('When the value is malformed, oversized, empty or sent twice, then it reads as absent and nothing throws', () => {
    for (const header of [
      undefined,
      '',
      'sid=%',
      'sid=%E0%A4%A',
      `sid=${'a'.repeat(10 * 1024)}`,
      'sid=one; sid=two',
      'sid=same; sid=same',
      'sid=',
      'sid',
      'sid=\u00ff\u00fe',
      'sid=has space',
      'sid=a%2Fb',
    ]) {
      expect(readSessionToken(header, false)).toBeUndefined();
    }
  });

  test('When the request is HTTPS, then only __Host-sid counts; over http only sid does', () => {
    const both = `sid=planted-by-a-sibling; ${SECURE_SESSION_COOKIE}=ours`;

    expect(cookieNameFor('sid', true)).toBe('__Host-sid');
    expect(readSessionToken(both, true)).toBe('ours');
    expect(readSessionToken(both, false)).toBe('planted-by-a-sibling');
    expect(readSessionToken('sid=plain', true)).toBeUndefined();
    expect(readSessionToken('__Host-sid=ours', false)).toBeUndefined();
  });
});
