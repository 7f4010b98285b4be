import { defineConfig } from 'vitest/config';

// Three levels, as ARCHITECTURE.md says: pure unit tests (engine, statecharts, parsers),
// integration tests of the real server over HTTP and sockets, and browser tests in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/engine/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The server serves the built client: build it when a fresh clone has none.
          globalSetup: ['tests/integration/buildClient.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Fails a test on any page error or console error (tests/support/pageErrors.ts).
          setupFiles: ['tests/e2e/setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Real pointer input on software WebGL on a shared 2-core machine: a press can land between two
          // layouts, as a person's can. A test gets one more try (as Playwright's own CI default does);
          // one that fails twice fails the run.
          retry: 1,
        },
      },
    ],
  },
});
