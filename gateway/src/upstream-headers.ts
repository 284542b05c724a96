import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { REQUEST_ID_HEADER } from '@uniform/service-kit';

export interface UpstreamHeaderContext {
  requestId: string;
  /** The direct peer is a trusted proxy (TRUST_PROXY): its X-Forwarded-* values are kept and extended. */
  peerTrusted: boolean;
}

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) describe the client's connection to the gateway, not the
 * gateway's pooled connection to the service: a client's `Connection: close` must not close a pooled
 * upstream socket. `expect` is answered by the gateway's own server (100 Continue) before we get here,
 * and http-proxy skips its proxyReq event (where our upstream timeouts are set) while it is present.
 * `transfer-encoding` stays: it frames the body we stream on unchanged.
 *
 * Only these are dropped. Other names a client lists in `Connection` stay: dropping `content-length`
 * or `transfer-encoding` on a client's say-so unframed the body, which the service then read as a
 * second request on the pooled socket (request smuggling); request-framing.ts refuses those requests.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'expect'];

/** Identity is the gateway's to assert (signed; see session-resolver): a client may never send these. */
export function isInternalHeader(name: string): boolean {
  const dash = 45; // "-": `x-user` and `x-user-*` are identity headers, `x-username` is not.
  return (
    (name.startsWith('x-user') && (name.length === 6 || name.charCodeAt(6) === dash)) ||
    (name.startsWith('x-internal') && (name.length === 10 || name.charCodeAt(10) === dash))
  );
}

/**
 * THE place that decides what a service sees of the client's request headers, rewritten in place
 * (http-proxy copies req.headers onto the upstream request): hop-by-hop headers dropped, client-sent
 * identity headers dropped, the request id set, and X-Forwarded-For/Proto/Host built by the gateway —
 * extended only when the peer is a trusted proxy, otherwise replaced, so a client cannot pose as
 * another address. The signed identity (api-proxy) is added after this and never by a client.
 * Returns true when the client asked to close its connection after this response.
 */
export function prepareUpstreamHeaders(req: IncomingMessage, context: UpstreamHeaderContext): boolean {
  const headers: IncomingHttpHeaders = req.headers;
  const connection = headers.connection;
  const clientCloses = connection !== undefined && /(^|,)\s*close\s*(,|$)/i.test(connection);
  for (const name of HOP_BY_HOP) if (headers[name] !== undefined) delete headers[name];
  for (const name in headers) {
    if (name.charCodeAt(0) === 120 /* x */ && isInternalHeader(name)) delete headers[name];
  }

  headers[REQUEST_ID_HEADER] = context.requestId;
  const socket = req.socket as Partial<TLSSocket>;
  const proto = socket.encrypted ? 'https' : 'http';
  const peer = req.socket.remoteAddress ?? '';
  if (context.peerTrusted) {
    const forwardedFor = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${peer}` : peer;
    headers['x-forwarded-proto'] ??= proto;
    headers['x-forwarded-host'] ??= headers.host ?? '';
  } else {
    // Other spellings of "the client is …" that a client could forge are dropped with the rest.
    delete headers.forwarded;
    delete headers['x-real-ip'];
    headers['x-forwarded-for'] = peer;
    headers['x-forwarded-proto'] = proto;
    headers['x-forwarded-host'] = headers.host ?? '';
  }
  return clientCloses;
}
