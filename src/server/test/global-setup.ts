// vitest globalSetup of the `unit` project: builds the PGlite test template once, on disk, before the
// workers start, so parallel workers load it instead of each building their own.
export default async function setup() {
  const started = performance.now();
  try {
    // Imported here so that a broken database module only fails the tests that need a database.
    const { testTemplate } = await import('./test-database');
    await testTemplate();
  } catch (error) {
    console.warn('Could not build the PGlite test template:', error instanceof Error ? error.message : error);
    return;
  }
  const ms = Math.round(performance.now() - started);
  if (ms > 1000) console.log(`PGlite test template ready in ${ms} ms`);
}
