import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'feeds', environment: 'node', include: ['src/**/*.test.ts'], isolate: false } });
