import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite starts in about 4 s; each file shares one database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
