import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { faceModels } from './build/face-models';

const gatewayPort = process.env.GATEWAY_PORT || '8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), faceModels()],
  resolve: {
    // The browser compiles the shared zod contracts from source (the library's build is CommonJS for Node).
    // Exact names: a plain key would also rewrite the subpath entries (`@uniform/contracts/stored`).
    alias: [
      // The photo analysis is its own entry, loaded with the face model, so culori stays out of the pages.
      {
        find: /^@uniform\/style-engine\/photo$/,
        replacement: fileURLToPath(
          new URL('../libs/style-engine/src/colour/photo/index.ts', import.meta.url),
        ),
      },
      // What the browser stores and reads back, without the other operations (libs/contracts/src/stored.ts).
      {
        find: /^@uniform\/contracts\/stored$/,
        replacement: fileURLToPath(new URL('../libs/contracts/src/stored.ts', import.meta.url)),
      },
      // Without the OpenAPI writer and the test fixtures (libs/contracts/src/browser.ts).
      {
        find: /^@uniform\/contracts$/,
        replacement: fileURLToPath(new URL('../libs/contracts/src/browser.ts', import.meta.url)),
      },
      // The style engine is pure TypeScript (no I/O): palettes and price tables come from one place.
      {
        find: /^@uniform\/style-engine$/,
        replacement: fileURLToPath(new URL('../libs/style-engine/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${gatewayPort}` },
  },
  // Hashed file names under dist/assets/ let the gateway cache them for a year.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, assetsDir: 'assets' },
});
