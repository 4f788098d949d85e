/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The back office is served by the API server under /admin (SPA fallback to index.html). */
const API = 'http://localhost:8080';
const proxied = ['/admin-api', '/wps', '/img'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  base: '/admin/',
  build: { outDir: 'dist', target: 'es2022' },
  server: {
    port: 5174,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API, changeOrigin: false }])),
  },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
