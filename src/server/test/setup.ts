// Setup for the `unit` vitest project, run before each test file. Files share their worker's modules
// (isolate: false in vitest.config.ts, so the PGlite template and the app's code load once per
// worker): what a file asserts over everything it saw starts empty for it.
import { beforeAll } from 'vitest';
import { transcript } from './api-client';

beforeAll(() => {
  transcript.length = 0;
});
