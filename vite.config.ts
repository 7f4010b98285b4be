import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in src/client and builds to dist/client, which the server serves.
export default defineConfig(({ command }) => ({
  root: path.resolve(__dirname, 'src/client'),
  publicDir: path.resolve(__dirname, 'assets/public'),
  plugins: [react(), tailwindcss()],
  // react-router's package exports only its development build (warnings, invariant texts); the client's
  // production build takes the production one, which the package ships beside it.
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: path.resolve(__dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:4000',
      '/img': 'http://localhost:4000',
      '/avatar': 'http://localhost:4000',
      '/socket.io': { target: 'http://localhost:4000', ws: true },
    },
  },
}));
