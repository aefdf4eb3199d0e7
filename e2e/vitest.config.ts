import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/installed-database.ts'],
    setupFiles: ['support/stop-strays.ts'],
    // A journey starts the product as `npm start` does (console build included) and drives Chromium.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
