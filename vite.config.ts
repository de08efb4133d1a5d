import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

const target = process.env.VIGIL_API ?? 'http://localhost:8080';
const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** ProComponents' error boundary (ProLayout's, ProTable's) replaced by the console's own. */
const proErrorBoundary: Plugin = {
  name: 'vigil-pro-error-boundary',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './components/ErrorBoundary' && importer?.includes('@ant-design/pro-components/es/utils/'))
      return dir('./src/app/errors/pro-error-boundary.ts');
    return null;
  },
};

/**
 * The console's start in two chunks instead of about a hundred: `base` holds the entry and the
 * signed-out pages with everything they import (what the sign-in page loads: no antd), `shell` the
 * signed-in shell and antd's scope with everything else they import (what every signed-in page
 * loads). Each keeps whole chains of imports together, so modules still run in their order; pages
 * and what only they import stay in chunks of their own. A cold page's main thread spends 1–2 ms
 * on each chunk it loads (docs/architecture.md). A player page's start-up also loads `live-start`,
 * what sends its live offer, in one small file: split as the player's own chunks share it, it
 * would be found one import after another, each one round later.
 */
export const STARTUP_CHUNKS = [
  { name: 'base', test: /src[\\/](main\.tsx|features[\\/]auth[\\/]pages[\\/])/, priority: 2 },
  { name: 'shell', test: /src[\\/]app[\\/](shell[\\/]app-shell|antd-scope)\.tsx$/, priority: 1 },
  { name: 'live-start', test: /src[\\/]features[\\/]player[\\/]warm-live\.ts$/, priority: 1 },
];

/** Which of a chunk's imports are preloaded: all of them from index.html, none from JavaScript. */
export function preloadFromHtmlOnly(_file: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'html' ? deps : [];
}

export const alias = {
  '@': dir('./src'),
  '@contract': dir('./server/contract'),
  '@locales': dir('./locales'),
  '@theme': dir('./theme'),
};

// The console is served under /ui/. In dev mode (`npm run dev`) /v1 and the API
// documentation (/ui/swagger) go to the server named by VIGIL_API (default: the
// reference server on :8080).
export default defineConfig({
  base: '/ui/',
  // Each built asset is also written brotli- and gzip-compressed (name.js.br, name.js.gz): the
  // server sends the one the browser accepts, with no compressing per request.
  plugins: [proErrorBoundary, react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: {
      '/ui/swagger': { target, changeOrigin: true },
      '/v1': {
        target,
        changeOrigin: true,
        // The server refuses state changes from other origins; through this dev proxy the
        // console's origin is the server's own, so say so.
        configure: (proxy) => {
          proxy.on('proxyReq', (req) => {
            if (req.getHeader('origin')) req.setHeader('origin', new URL(target).origin);
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // index.html keeps its modulepreload links for the entry's own imports. A lazy chunk's imports
    // are not preloaded from JavaScript: Vite's helper would append a <link> per chunk before
    // each import (about 100 for the shell and the player page) and wait for all of them, which
    // in a browser without cached code cost the page's first picture about 70 ms of main thread
    // (and 0.3 s with 50 ms added to each request); the browser finds them in each chunk as it
    // arrives. The helper still loads a lazy chunk's stylesheets first (docs/architecture.md).
    modulePreload: { resolveDependencies: preloadFromHtmlOnly },
    rolldownOptions: { output: { codeSplitting: { groups: STARTUP_CHUNKS } } },
  },
});
