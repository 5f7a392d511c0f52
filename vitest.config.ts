import { defineConfig } from 'vitest/config';
import { webAliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: webAliases },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
