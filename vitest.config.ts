// Test projects:
//   unit               node; shared rules and server tests (API through app.request on a PGlite template)
//   component          jsdom; React components with Testing Library
//   component-mocked   jsdom; the component tests that replace a module with vi.mock
//   pg                 node; *.pg.test.ts against a real PostgreSQL given in TEST_DATABASE_URL (npm run test:pg)
// `npx vitest run --project unit --project component --project component-mocked` is what `npm test` runs
// before the browser tests.
//
// Files share their worker's loaded modules (isolate: false): the app's code, jsdom and the PGlite
// template load once per worker instead of once per file, which halves the time of these projects.
// A file must then leave nothing behind: setup files reset what is kept per file. A module replaced
// with vi.mock would stay replaced for the files after it, so files that mock run isolated.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

const componentTests = ['src/client/**/*.test.{ts,tsx}'];
/** Component test files that replace a module (vi.mock), found by reading them. */
const mockingTests = readdirSync(`${src}/client`, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(`${src}/client/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/client/${file}`);

const component = {
  environment: 'jsdom' as const,
  setupFiles: ['src/client/test/setup.ts'],
  testTimeout: 15_000,
};

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
          isolate: false,
          setupFiles: ['src/server/test/setup.ts'],
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
          // .ts too, so a client test without JSX (storage, hooks) is never left out of every project.
          include: componentTests,
          exclude: [...mockingTests, '**/node_modules/**'],
          isolate: false,
          ...component,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: { name: 'component-mocked', include: mockingTests, ...component },
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
