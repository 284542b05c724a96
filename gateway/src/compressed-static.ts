import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.html',
  '.txt',
  '.webmanifest',
]);
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** br when the client takes it, else gzip, else none (q=0 means "not this one"). */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let br = false;
  let gz = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : undefined;
}

/** Brotli's top quality saves another ~10% on a bundle but takes over a second per 600 kB. */
const BROTLI_FAST = 5;
const BROTLI_BEST = 11;
const BEST_MAX_BYTES = 1_000_000;

function compress(data: Buffer, encoding: Encoding, quality = BROTLI_FAST): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(data, { level: 9 });
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/**
 * Serves br/gzip versions of the text files under `root` from memory. Each file is compressed once,
 * on zlib's thread pool (not the event loop), when first asked for — brotli at a fast quality at
 * once, then at the best quality in the background for later visitors. The cache is keyed by size
 * and mtime, so a rebuild is picked up. Everything else — no accepted encoding, a Range request, small
 * or binary files, missing files — falls through to express.static with the same headers.
 */
export function compressedStatic(root: string, cacheControl: string) {
  const base = path.resolve(root);
  const cache = new Map<string, { version: string; body: Promise<Buffer> }>();

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return next();
    const extension = path.extname(req.path);
    if (!COMPRESSIBLE.has(extension)) return next();
    // The identity answer for the same URL differs too: caches must key on the encoding.
    res.vary('Accept-Encoding');
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();

    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(base, path.normalize(relative));
    if (!file.startsWith(base + path.sep)) return next();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.size < MIN_BYTES) return next();

    const key = `${file}\0${encoding}`;
    const version = `${info.size}-${Math.trunc(info.mtimeMs)}`;
    let entry = cache.get(key);
    if (entry?.version !== version) {
      const data = readFile(file);
      const fresh = { version, body: data.then((bytes) => compress(bytes, encoding)) };
      entry = fresh;
      cache.set(key, fresh);
      fresh.body.catch(() => cache.delete(key));
      if (encoding === 'br' && info.size <= BEST_MAX_BYTES) {
        const best = fresh.body.then(() => data).then((bytes) => compress(bytes, 'br', BROTLI_BEST));
        best.then(
          () => {
            if (cache.get(key) === fresh) cache.set(key, { version, body: best });
          },
          () => undefined,
        );
      }
    }
    const body = await entry.body.catch(() => undefined);
    if (!body) return next();

    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', `W/"${version}-${encoding}"`);
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type(extension);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
