import { defineConfig } from 'vitest/config';

/** Console tests that replace modules with vi.mock: each runs in a module graph of its own. */
const CONSOLE_MOCKING = 'src/**/*.mocks.test.{ts,tsx}';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/feeds',
      'packages/engine',
      'apps/server',
      'apps/widget',
      {
        extends: './apps/console/vitest.config.ts',
        root: './apps/console',
        test: {
          name: 'console',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [CONSOLE_MOCKING],
          // One module graph per worker: importing Mantine, the pages and every locale again for each
          // of 80 files was most of the suite's time (src/test/setup.ts resets what a file leaves).
          isolate: false,
        },
      },
      { extends: './apps/console/vitest.config.ts', root: './apps/console', test: { name: 'console-mocks', include: [CONSOLE_MOCKING] } },
    ],
    // Two test files at a time even on two cores (vitest's default is one fewer than the cores): most
    // server files spend their time waiting (timers, the database's thread), and the run stays within CI's time.
    maxWorkers: 2,
  },
});
