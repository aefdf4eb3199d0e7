import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/feeds', 'apps/server', 'apps/console'],
  },
});
