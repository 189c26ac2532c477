// The first-load budget (decision 006): gzip -9 bytes of every script Chromium fetches to show '/'.
// Judged by e2e/first-load-budget.spec.ts inside `npm test`, and reported by `npm run bench bundle`.
export const FIRST_LOAD_BUDGET_KB = 115;
/** 1 kB = 1000 bytes, as Vite reports sizes. */
export const FIRST_LOAD_BUDGET_BYTES = FIRST_LOAD_BUDGET_KB * 1000;
