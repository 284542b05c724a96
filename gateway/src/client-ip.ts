import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/** `(address, hop) => trusted`, as Express compiles its `trust proxy` setting (TRUST_PROXY). */
export type TrustProxy = (address: string, hop: number) => boolean;

export interface ClientAddress {
  /** The address the gateway believes is the client's. */
  ip: string;
  /** The direct peer is a trusted proxy, so its X-Forwarded-* headers describe the real client. */
  peerTrusted: boolean;
}

/**
 * The client address as Express's `req.ip` computes it: the socket address, or — only while each hop
 * is a trusted proxy (TRUST_PROXY) — the next address back along X-Forwarded-For. With no trusted
 * proxy (the default) a client cannot choose its own rate-limit bucket by sending the header.
 */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): ClientAddress {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  if (!trust(socketAddress, 0)) return { ip: socketAddress, peerTrusted: false };
  const header = req.headers['x-forwarded-for'];
  if (!header) return { ip: socketAddress, peerTrusted: true };
  const hops = (typeof header === 'string' ? header : header.join(',')).split(',');
  let ip = socketAddress;
  for (let i = hops.length - 1, hop = 0; i >= 0; i--, hop++) {
    const candidate = hops[i]!.trim();
    if (!candidate) continue;
    ip = candidate;
    if (!trust(candidate, hop + 1)) break;
  }
  return { ip, peerTrusted: true };
}

/**
 * The rate-limit identity of an address. One IPv6 subscriber usually holds a whole /64, so counting
 * single IPv6 addresses would let one client rotate through 2^64 buckets; IPv4 (also IPv4-mapped IPv6)
 * counts per address.
 */
export function rateLimitKey(ip: string): string {
  // Without a colon it cannot be IPv6: most clients skip isIPv6's long regex (in the /api hot path).
  if (!ip.includes(':')) return ip;
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7);
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%', 1)[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    (group || '0').toLowerCase().replace(/^0+(?=.)/, ''),
  );
}
