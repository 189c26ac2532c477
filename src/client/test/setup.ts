// Setup for the `component` vitest project (jsdom).
// - Unmounts what each test rendered.
// - Fails a test that logs an unexpected console.error (React warnings, act() mistakes, failed
//   queries). A test that expects one spies on it itself: vi.spyOn(console, 'error').mockImplementation(() => {}).
// - Gives jsdom the few browser APIs it lacks that the app and Radix use, as inert stand-ins.
// - Records reported activity as the app does (AppProviders wires the same recorder).
// - Starts each file with empty storage (files share the worker's jsdom).
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { recordActivity } from '@/client/features/account';
import { onActivityReported } from '@/client/lib/activity-events';

// Files share their worker's jsdom (isolate: false in vitest.config.ts): each starts with empty
// storage and records activity through one listener of its own, removed when it ends. (The
// boundaries test runs in node, with no window.)
if (typeof window !== 'undefined') {
  beforeAll(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(onActivityReported(recordActivity));
}

const originalConsoleError = console.error;
let unexpectedErrors: string[] = [];

function describeArgument(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  unexpectedErrors = [];
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(args.map(describeArgument).join(' '));
    originalConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  console.error = originalConsoleError;
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error (${errors.length}):\n${errors.map((e, i) => `  ${i + 1}. ${e}`).join('\n')}`,
    );
  }
});

// --- Browser APIs missing from jsdom ---------------------------------------------------------

if (typeof window !== 'undefined') {
  // jsdom reports "Not implemented: window.scrollTo" through console.error; the app scrolls on navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.scrollTo ??= (() => {}) as typeof Element.prototype.scrollTo;
  // Radix pointer handling.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;

  // The signed-in header opens the live notification stream: a stream that stays connecting, quiet.
  class QuietEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readyState = 0;
    constructor(readonly url: string) {
      super();
    }
    close() {
      this.readyState = 2;
    }
  }
  globalThis.EventSource ??= QuietEventSource as unknown as typeof EventSource;
}
