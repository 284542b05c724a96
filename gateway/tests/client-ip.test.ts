import type { IncomingMessage } from 'node:http';
import { clientAddress, rateLimitKey } from '../src/client-ip';
import { compileTrustProxy } from '../src/config';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('client address and rate-limit key', () => {
  test('When no proxy is trusted, then the socket address is the client whatever X-Forwarded-For says', () => {
    const trust = compileTrustProxy(false);

    expect(clientAddress(request('198.51.100.4', '203.0.113.7'), trust)).toEqual({
      ip: '198.51.100.4',
      peerTrusted: false,
    });
  });

  test('When the peer is trusted, then the nearest untrusted X-Forwarded-For hop is the client', () => {
    const trust = compileTrustProxy('loopback, 10.0.0.0/8');

    expect(clientAddress(request('127.0.0.1', '203.0.113.7, 10.1.2.3'), trust).ip).toBe('203.0.113.7');
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3'), trust).ip).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(request('127.0.0.1'), trust)).toEqual({ ip: '127.0.0.1', peerTrusted: true });
  });

  test('When a hop count is trusted, then exactly that many proxies are skipped', () => {
    const trust = compileTrustProxy(1);

    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7'), trust).ip).toBe('203.0.113.7');
  });

  test('When the address is IPv4 or IPv4-mapped, then the key is the IPv4 address', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('When the address is IPv6, then every address of its /64 shares one key', () => {
    const key = rateLimitKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd');

    expect(key).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitKey('2001:0db8:85a3:0001::1')).toBe(key);
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});
