import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes reviewed SQL into ./drizzle; the server applies it at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/**/*.table.ts', './src/platform/**/*.table.ts'],
  out: './drizzle',
});
