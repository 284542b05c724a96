/**
 * Fetches a page whose URL a user gave us without letting that user aim our servers at our own
 * network (SSRF). Method, after OWASP's SSRF prevention cheat sheet and the IANA special-purpose
 * address registries (RFC 6890, RFC 6598, RFC 4291, RFC 6052, RFC 3056):
 *
 * - only http: and https: on their own ports (80, 443), no credentials in the URL; any other port
 *   is some service's back door (Redis 6379, PostgreSQL 5432, admin panels on 8080), never a shop;
 * - every address we would connect to must be public: IP literals are checked before the request,
 *   DNS names are resolved by our own `lookup` inside the socket's connect, so the address checked
 *   is the address connected (no DNS-rebinding window) and one blocked answer refuses the name;
 * - redirects are followed by hand, each new URL goes through every check again;
 * - one deadline covers the whole chain (DNS, connect, headers, body) and the body is capped.
 *
 * Every failure is a value (`{ ok: false, reason }`), never a throw, so a route can map it to a
 * friendly answer. Only HTML is read: any other content type, or a compressed body the server
 * sent although we asked for identity, comes back as `ok: true` with an empty body, because the
 * caller only wants page metadata and there is nothing in an image or a PDF for it.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export type SafeFetchFailureReason =
  | 'invalid-url'
  | 'blocked-protocol'
  | 'blocked-address'
  | 'blocked-port'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'http-error'
  | 'network-error';

export interface SafeFetchSuccess {
  ok: true;
  /** The URL of the page that answered, after redirects. */
  finalUrl: string;
  status: number;
  /** The Content-Type header as sent, '' when absent. */
  contentType: string;
  /** The decoded HTML; '' when the response was not HTML (see the module comment). */
  body: string;
}

export interface SafeFetchFailure {
  ok: false;
  reason: SafeFetchFailureReason;
  /** For logs, not for users: it can name addresses and status codes. */
  detail: string;
}

export type SafeFetchResult = SafeFetchSuccess | SafeFetchFailure;

/** A `dns.lookup`-compatible resolver, always asked for every address (`all: true`). */
export type SafeFetchLookup = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

export interface SafeFetchOptions {
  /** Deadline for the whole redirect chain, body included. */
  timeoutMs?: number;
  /** Largest body read; a bigger one is refused and its socket closed. */
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * An address allowed BESIDES the public ones (tests: a loopback server standing in for a shop).
   * It widens the production rule and never replaces it: every other address is still checked.
   */
  alsoAllowAddress?: (address: string, family: 4 | 6) => boolean;
  /** A port allowed besides 80 and 443 (tests: loopback servers listen on random ports). */
  alsoAllowPort?: (port: number) => boolean;
  /** Resolver; production keeps `dns.lookup`, tests simulate names that resolve to loopback. */
  lookup?: SafeFetchLookup;
}

export const SAFE_FETCH_USER_AGENT = 'UniformStyleBot/1.0';

const DEFAULT_TIMEOUT_MS = 3_000;
const DEFAULT_MAX_BYTES = 1_048_576;
const DEFAULT_MAX_REDIRECTS = 3;
// Shop URLs carry long tracking queries, but nothing legitimate needs more than this.
const MAX_URL_LENGTH = 4_096;
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);
const ALLOWED_PORTS = new Set([80, 443]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml']);

// IPv4 ranges that are not the public internet (IANA IPv4 special-purpose registry).
const BLOCKED_IPV4_RANGES: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", incl. the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['168.63.129.16', 32], // Azure's wire server (platform metadata, agent and health endpoints)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
];

const blockedIpv4 = BLOCKED_IPV4_RANGES.map(([base, bits]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { base: ipv4ToNumber(base), mask };
});

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((value, octet) => ((value << 8) | Number(octet)) >>> 0, 0);
}

function isPublicIpv4Number(value: number): boolean {
  return !blockedIpv4.some(({ base, mask }) => (value & mask) >>> 0 === base);
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  // A zone (fe80::1%eth0) says which interface, not which address.
  let text = address.split('%')[0];
  if (!net.isIPv6(text)) return undefined;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4ToNumber(tail);
    text = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest === undefined ? [] : rest ? rest.split(':') : [];
  const zeros = rest === undefined ? 0 : 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...restGroups].map((g) =>
    parseInt(g, 16),
  );
  return groups.length === 8 ? groups : undefined;
}

function isPublicIpv6Groups(g: number[]): boolean {
  const embeddedV4 = (high: number, low: number) => ((high << 16) | low) >>> 0;
  const zeroUpTo = (end: number) => g.slice(0, end).every((group) => group === 0);
  // IPv4-mapped ::ffff:a.b.c.d reaches the embedded IPv4 address.
  if (zeroUpTo(5) && g[5] === 0xffff) return isPublicIpv4Number(embeddedV4(g[6], g[7]));
  // NAT64 64:ff9b::a.b.c.d is translated to the embedded IPv4 address by the network's gateway.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) {
    return isPublicIpv4Number(embeddedV4(g[6], g[7]));
  }
  // 6to4 2002:aabb:ccdd::/48 tunnels to the IPv4 address aa.bb.cc.dd.
  if (g[0] === 0x2002) return isPublicIpv4Number(embeddedV4(g[1], g[2]));
  // Outside global unicast 2000::/3 is everything else we refuse: ::, ::1, IPv4-compatible ::/96,
  // ULA fc00::/7, link-local fe80::/10, multicast ff00::/8, local NAT64 64:ff9b:1::/48, discard 100::/64.
  if ((g[0] & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1] === 0x0000) return false; // Teredo, tunnels to an obfuscated IPv4
  if (g[0] === 0x2001 && g[1] === 0x0002 && g[2] === 0x0000) return false; // benchmarking
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x3fff && (g[1] & 0xf000) === 0) return false; // documentation 3fff::/20
  return true;
}

/**
 * The default address policy: true only for an address on the public internet. Anything that is
 * not an IP address is refused.
 */
export function isPublicAddress(address: string, family?: 4 | 6): boolean {
  const kind = net.isIP(address.split('%')[0]);
  if (kind === 4 && family !== 6) return isPublicIpv4Number(ipv4ToNumber(address));
  if (kind === 6 && family !== 4) {
    const groups = ipv6Groups(address);
    return groups !== undefined && isPublicIpv6Groups(groups);
  }
  return false;
}

/** The default port policy: only the web's own ports. */
export function isAllowedPort(port: number): boolean {
  return ALLOWED_PORTS.has(port);
}

class BlockedAddressError extends Error {
  readonly code = 'ESAFEFETCHBLOCKED';
}

type AddressPolicy = (address: string, family: 4 | 6) => boolean;

const systemLookup: SafeFetchLookup = (hostname, options, callback) =>
  dns.lookup(hostname, options, callback);

/**
 * A resolver for the socket's own connect: it resolves every address, refuses the name when any
 * of them is blocked, and only then hands the addresses to the socket, which connects to exactly
 * those (Node does not resolve again).
 */
function guardedLookup(resolve: SafeFetchLookup, isAllowed: AddressPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (!addresses || addresses.length === 0) {
        // Node's own errno for "no such host", so callers see what dns.lookup would give: not an ErrorCode.
        // eslint-disable-next-line no-restricted-syntax
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      }
      const blocked = addresses.find(({ address }) => !isAllowedAddress(address, isAllowed));
      if (blocked) return callback(new BlockedAddressError(`${hostname} resolves to ${blocked.address}`), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function isAllowedAddress(address: string, isAllowed: AddressPolicy): boolean {
  // The family comes from the address itself, never from what a resolver claims.
  const family = net.isIP(address.split('%')[0]);
  return family !== 0 && isAllowed(address, family === 6 ? 6 : 4);
}

function fail(reason: SafeFetchFailureReason, detail: string): SafeFetchFailure {
  return { ok: false, reason, detail };
}

/** The URL if it may be requested: parsed, http(s), no credentials, an allowed port and no blocked IP literal. */
function checkTarget(
  raw: string,
  base: URL | undefined,
  isAllowed: AddressPolicy,
  isPortAllowed: (port: number) => boolean,
): URL | SafeFetchFailure {
  if (raw.length > MAX_URL_LENGTH) return fail('invalid-url', `URL longer than ${MAX_URL_LENGTH} characters`);
  let target: URL;
  try {
    target = new URL(raw, base);
  } catch {
    return fail('invalid-url', 'not a URL');
  }
  if (!ALLOWED_PROTOCOLS.has(target.protocol))
    return fail('blocked-protocol', `${target.protocol} is not allowed`);
  if (target.username || target.password)
    return fail('invalid-url', 'credentials in the URL are not allowed');
  if (!target.hostname) return fail('invalid-url', 'no host');
  // The WHATWG parser has already turned decimal, octal and hex hosts into dotted IPv4.
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(host) && !isAllowedAddress(host, isAllowed)) {
    return fail('blocked-address', `${host} is not a public address`);
  }
  // URL drops a port that is its protocol's default, so '' means 80 or 443.
  const port = target.port ? Number(target.port) : target.protocol === 'https:' ? 443 : 80;
  if (!isPortAllowed(port)) return fail('blocked-port', `port ${port} is not allowed`);
  return target;
}

type Hop = { kind: 'redirect'; location: string } | { kind: 'done'; result: SafeFetchResult };

interface HopSettings {
  maxBytes: number;
  lookup: net.LookupFunction;
  deadline: AbortSignal;
}

function decodeBody(bytes: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    // An unknown charset label: UTF-8 is what nearly every shop sends anyway.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function requestOnce(target: URL, settings: HopSettings): Promise<Hop> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (hop: Hop) => {
      if (settled) return;
      settled = true;
      settings.deadline.removeEventListener('abort', onDeadline);
      // Closes the socket too (no agent, no keep-alive): nothing more is read once we have an answer.
      request.destroy();
      resolve(hop);
    };
    const done = (result: SafeFetchResult) => finish({ kind: 'done', result });
    const onDeadline = () => done(fail('timeout', `no complete answer from ${target.host} in time`));
    const onError = (error: NodeJS.ErrnoException) =>
      done(
        error instanceof BlockedAddressError
          ? fail('blocked-address', error.message)
          : fail('network-error', `${error.code ?? 'error'}: ${error.message}`),
      );

    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(
      target,
      {
        method: 'GET',
        agent: false,
        lookup: settings.lookup,
        headers: {
          Accept: 'text/html,application/xhtml+xml',
          'Accept-Encoding': 'identity',
          'User-Agent': SAFE_FETCH_USER_AGENT,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECT_STATUSES.has(status)) {
          const location = response.headers.location;
          return location
            ? finish({ kind: 'redirect', location })
            : done(fail('http-error', `HTTP ${status} without a Location`));
        }
        if (status < 200 || status > 299) return done(fail('http-error', `HTTP ${status}`));

        const contentType = response.headers['content-type'] ?? '';
        const declaredLength = Number(response.headers['content-length']);
        if (Number.isFinite(declaredLength) && declaredLength > settings.maxBytes) {
          return done(
            fail('too-large', `Content-Length ${declaredLength} exceeds ${settings.maxBytes} bytes`),
          );
        }
        const success = (body: string): SafeFetchSuccess => ({
          ok: true,
          finalUrl: target.href,
          status,
          contentType,
          body,
        });
        const mediaType = contentType.split(';')[0].trim().toLowerCase();
        const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
        if (!HTML_MEDIA_TYPES.has(mediaType) || encoding !== 'identity') return done(success(''));

        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > settings.maxBytes) {
            return done(fail('too-large', `body exceeds ${settings.maxBytes} bytes`));
          }
          chunks.push(chunk);
        });
        response.on('end', () => done(success(decodeBody(Buffer.concat(chunks), contentType))));
        response.on('error', onError);
        response.on('close', () => done(fail('network-error', 'connection closed before the body ended')));
      },
    );
    request.on('error', onError);
    settings.deadline.addEventListener('abort', onDeadline);
    if (settings.deadline.aborted) return onDeadline();
    request.end();
  });
}

/**
 * GETs an HTML page from a user-supplied URL under the SSRF policy described above. Never throws;
 * a refused or failed fetch is `{ ok: false, reason, detail }`.
 */
export async function safeFetchPage(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { alsoAllowAddress, alsoAllowPort } = options;
  const isAllowed: AddressPolicy = alsoAllowAddress
    ? (address, family) => isPublicAddress(address, family) || alsoAllowAddress(address, family)
    : isPublicAddress;
  const isPortAllowed = (port: number) => isAllowedPort(port) || (alsoAllowPort?.(port) ?? false);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const settings: HopSettings = {
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    lookup: guardedLookup(options.lookup ?? systemLookup, isAllowed),
    deadline: deadline.signal,
  };
  try {
    let target = checkTarget(url, undefined, isAllowed, isPortAllowed);
    for (let redirects = 0; ; redirects += 1) {
      if (!(target instanceof URL)) return target;
      const hop = await requestOnce(target, settings);
      if (hop.kind === 'done') return hop.result;
      if (redirects >= maxRedirects) {
        return fail('too-many-redirects', `more than ${maxRedirects} redirects, last to ${hop.location}`);
      }
      target = checkTarget(hop.location, target, isAllowed, isPortAllowed);
    }
  } catch (error) {
    // Nothing above is expected to throw; a surprise is still a failed fetch, not a crashed request.
    return fail('network-error', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
