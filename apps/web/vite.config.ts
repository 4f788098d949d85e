/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Every first visit loads these contracts (and zod under them) to check its first API answers; they
 * are dynamic imports (ADR 007's schema loaders), so the browser would only find them after the
 * main scripts ran. Preloading them lets them download alongside (DESIGN.md §8 home LCP).
 */
const FIRST_CALL_CONTRACTS =
  /packages[\\/]contracts[\\/]src[\\/](envelope|system[\\/]permission|content[\\/]announcements)\.ts$/;

const preloadFirstCallContracts = (): Plugin => ({
  name: 'luckwell:preload-first-call-contracts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const files = new Set<string>();
      for (const chunk of Object.values(context.bundle ?? {})) {
        if (chunk.type !== 'chunk' || !FIRST_CALL_CONTRACTS.test(chunk.facadeModuleId ?? '')) continue;
        files.add(chunk.fileName);
        for (const dependency of chunk.imports) files.add(dependency);
      }
      return [...files].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  },
});

/**
 * zod's JSON Schema generator (the `.toJSONSchema()` of every schema) is for the server's OpenAPI
 * document; the browser only parses. zod reaches it through closures it never calls while parsing,
 * so in the browser build its two modules become stubs with the same exports that throw if ever
 * called: 17 KB of minified code (≈ 4.5 KB gzip) off the first page load (ADR 053).
 */
const ZOD_JSON_SCHEMA_MODULES = /zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** The names a module exports (`export const|function|class X`, `export { a as X }`). */
const exportedNames = (source: string) => {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|let|function\*?|class)\s+([\w$]+)/g)) {
    if (match[1]) names.add(match[1]);
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return [...names];
};

const dropZodJsonSchema = (): Plugin => ({
  name: 'luckwell:drop-zod-json-schema',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    if (!ZOD_JSON_SCHEMA_MODULES.test(id)) return null;
    const stub =
      'function unavailable() { throw new Error("zod JSON Schema is not part of the browser build"); }';
    const names = exportedNames(readFileSync(id, 'utf8'));
    return [stub, ...names.map((name) => `export const ${name} = unavailable;`)].join('\n');
  },
});

const API = 'http://localhost:8080';
const proxied = ['/wps', '/lgw', '/relay', '/health', '/docs', '/admin-api'];

/**
 * The server's build of the site (`--ssr src/entry-server.tsx`, ADR 075): one self-contained module
 * with React's production build inside (the server's own NODE_ENV means demo or not, not React's).
 */
const serverBuild = {
  ssr: { noExternal: true as const },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist-ssr',
    target: 'node20',
    copyPublicDir: false,
    minify: false,
    // One file: the running server reloads it after a build (page-render.ts), and a chunk kept in
    // Node's module cache from the last build would hold a second copy of the router's context.
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? serverBuild : {}),
  plugins: [react(), tailwindcss(), preloadFirstCallContracts(), dropZodJsonSchema()],
  base: '/',
  build: isSsrBuild
    ? serverBuild.build
    : {
        outDir: 'dist',
        target: 'es2022',
        chunkSizeWarningLimit: 400,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // The libraries every page runs, as one chunk. Left alone, rolldown splits whatever a
                  // lazy screen shares with the first load (react-query, i18next, …) into separate common
                  // chunks; one chunk compresses better and saves the home page ~3.5 KB of gzip JS.
                  // Not use-sync-external-store: no first-load code uses it (zustand's `create` does
                  // not), and the profit-and-loss chart's redux store would drag its shim in (ADR 049).
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:react-query|query-core)|i18next|react-i18next|zustand)[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API, changeOrigin: false }])),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
