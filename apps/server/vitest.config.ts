import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/db-template.ts'],
    // Each file has a database of its own, started from the migrated template of db-template.ts.
    // Files share one module graph per worker (no mocks here; importing the server for each of 110
    // files took a minute and a half of the suite).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
