import type { IncomingMessage } from 'node:http';
import { ErrorCode, type ErrorBody } from '@uniform/contracts';

/**
 * A request whose `Connection` header names a header that frames it or says where it goes. A proxy
 * that obeyed would drop `Content-Length` or `Transfer-Encoding` and pass the body on unframed, to be
 * read by the service as a second request (request smuggling); naming them has no honest use.
 */
const FRAMING_OPTION = /(?:^|,)[ \t]*(?:content-length|transfer-encoding|host)[ \t]*(?:,|$)/i;

/**
 * Why the gateway refuses to read this request, or undefined when its framing is sound. Node's own
 * parser (llhttp, strict: `insecureHTTPParser` is never set) already refuses Content-Length together
 * with Transfer-Encoding, duplicate or list-valued Content-Length, a Transfer-Encoding that does not
 * end in chunked, and obs-fold, before any handler runs (answered by service-kit's clientError
 * handler); this adds the one case it accepts. One header read and, when present, one short regex.
 */
export function framingRefusal(req: IncomingMessage): ErrorBody | undefined {
  const connection = req.headers.connection;
  if (connection === undefined || !FRAMING_OPTION.test(connection)) return undefined;
  return {
    message: 'The Connection header may not name Content-Length, Transfer-Encoding or Host.',
    code: ErrorCode.MALFORMED_REQUEST,
  };
}
