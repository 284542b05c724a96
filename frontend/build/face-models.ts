import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The face model for "Use a photo" (issue 22, item 2), served from our own origin: the CSP allows no
 * other, and a photo's reading must not depend on a CDN. The files are copied from node_modules at
 * build time (never committed) into dist/models/face/, and served from the same path by `vite dev`.
 */
export const FACE_MODELS_PATH = '/models/face/';

const require = createRequire(import.meta.url);
// human's exports map hides package.json; its Node entry sits in dist/, next to models/.
const humanModels = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models');
const wasmDist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));

/**
 * The detector, mesh and iris models (FACE_READING_CONFIG turns every other model off), and the two
 * WebAssembly builds tfjs can ask for here: SIMD where the browser has it, plain otherwise. The
 * threaded build is only chosen when SharedArrayBuffer exists, i.e. a cross-origin-isolated page
 * (COOP + COEP), which the gateway does not serve, so it is left out.
 */
export const FACE_MODEL_FILES: ReadonlyArray<{ name: string; source: string }> = [
  ...['blazeface', 'facemesh', 'iris'].flatMap((model) =>
    ['json', 'bin'].map((kind) => ({
      name: `${model}.${kind}`,
      source: path.join(humanModels, `${model}.${kind}`),
    })),
  ),
  ...['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'].map((name) => ({
    name,
    source: path.join(wasmDist, name),
  })),
];

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  // instantiateStreaming needs this type; any other makes tfjs fall back to a slower path.
  '.wasm': 'application/wasm',
};

export function faceModels(): Plugin {
  const byName = new Map(FACE_MODEL_FILES.map((file) => [file.name, file.source]));
  return {
    name: 'uniform:face-models',
    configureServer(server) {
      server.middlewares.use(FACE_MODELS_PATH, (req, res, next) => {
        const source = byName.get((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!source) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[path.extname(source)]!);
        createReadStream(source).pipe(res);
      });
    },
    generateBundle() {
      for (const { name, source } of FACE_MODEL_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${FACE_MODELS_PATH.slice(1)}${name}`,
          source: readFileSync(source),
        });
      }
    },
  };
}
