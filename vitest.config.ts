import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/feeds', 'packages/engine', 'apps/server', 'apps/console', 'apps/widget'],
  },
});
