import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const gatewayPort = process.env.GATEWAY_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The browser compiles the shared zod contracts from source (the library's build is CommonJS for Node).
    alias: { '@uniform/contracts': path.resolve(__dirname, '../libs/contracts/src/index.ts') },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${gatewayPort}` },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, assetsDir: 'assets' },
});
