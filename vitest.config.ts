// Three test projects:
//   unit       node; shared rules and server tests (API through app.request on a PGlite template)
//   component  jsdom; React components with Testing Library
//   pg         node; *.pg.test.ts against a real PostgreSQL given in TEST_DATABASE_URL (npm run test:pg)
// `npx vitest run --project unit --project component` is what `npm test` runs before the browser tests.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Many of these
    // files wait (timers, sockets, a server process), so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.pg.test.ts', '**/node_modules/**'],
          // Builds the migrated, seeded PGlite template once, on disk, before the workers start.
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'jsdom',
          // .ts too, so a client test without JSX (storage, hooks) is never left out of every project.
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pg',
          environment: 'node',
          include: ['src/server/**/*.pg.test.ts'],
          // One real database, reset by each file: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
