import { defineConfig } from 'vitest/config';

// Two workers for the unit and integration files. Vitest's default on a 2-core machine is one
// (cores - 1), which ran the whole suite one file at a time, mostly waiting on servers and sockets.
const NODE_WORKERS = 2;

// Three levels, as docs/architecture.md says: pure unit tests (engine, statecharts, parsers),
// integration tests of the real server over HTTP and sockets, and browser tests in Chromium.
// The unit and integration files run first, side by side (group 0); the browser files run after
// them (group 1), so software WebGL never shares the cores with engine games. Two browser files run
// at a time: a browser test spends most of its time waiting (bot pauses, tweens, polls), about half
// a core busy on average, so two at once keep the suite inside its 20 minutes.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/engine/**/*.test.ts'],
          environment: 'node',
          // A hang guard, not a speed check (speed is measured in bench/): whole seeded games run
          // beside integration servers on two cores, and one that takes 2 s alone took over
          // Vitest's default 5 s there (wordingMemo.test.ts, CI of stop 35).
          testTimeout: 30_000,
          maxWorkers: NODE_WORKERS,
          sequence: { groupOrder: 0 },
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
          // A PGlite server starting beside another file's can take a minute on a loaded machine.
          hookTimeout: 120_000,
          maxWorkers: NODE_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          // Fails a test on any page error or console error (tests/support/pageErrors.ts).
          setupFiles: ['tests/e2e/setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Real pointer input on software WebGL on a shared 2-core machine: a press can land between two
          // layouts, as a person's can. A test gets one more try (as Playwright's own CI default does);
          // one that fails twice fails the run.
          retry: 1,
        },
      },
    ],
  },
});
