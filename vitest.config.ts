import { defineConfig } from 'vitest/config';
import { webAliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: webAliases },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    environment: 'node',
    // Migrates the stores once for the run; every test app starts from the result (src/server/test/test-app.ts).
    globalSetup: ['src/server/test/global-setup.ts'],
    // Limits catch a hang, never a slow machine: a starved run (other work beside it) stays well inside.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // expect.poll waits for an event up to two minutes (Vitest's default is one second); it returns as
    // soon as the condition holds, so only a test that would fail waits this long.
    expect: { poll: { timeout: 120_000 } },
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // Test files share their worker's loaded modules instead of each loading the app again (seconds per
    // file). A file must leave nothing behind: apps closed, globals and environment restored (below).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
