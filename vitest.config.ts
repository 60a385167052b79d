import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// NOTE: vitest's default is one worker fewer than the cores: one file at a time on a two-core
// machine. Most test files wait on sockets, servers and browsers rather than compute, so every
// project runs one file more than the cores at once (each browser file its own server, data folder
// and contexts). Measured on two cores, eight browser files: 2 workers 187 s at 72% busy, 3 workers
// 147 s at 93%. Override with VITEST_MAX_WORKERS.
const cores = availableParallelism();
const envWorkers = Number(process.env.VITEST_MAX_WORKERS) || undefined;
const nodeWorkers = envWorkers ?? cores + 1;
const browserWorkers = envWorkers ?? cores + 1;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'protocol/**/*.test.ts',
            'server/**/*.test.ts',
            'workers/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          maxWorkers: nodeWorkers,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/services.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: nodeWorkers,
          // NOTE: the files of a worker share its modules (each file still starts its own servers):
          // importing the server afresh for each file was half the project's CPU time (235 s → 165 s).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/build.setup.ts'],
          // After the unit and integration files (their own group), so the browsers do not share the
          // cores with them.
          sequence: { groupOrder: 1 },
          maxWorkers: browserWorkers,
          // NOTE: as integration's: the files of a worker share its modules (the server's, and the
          // Chromium tests/helpers/browser.ts keeps for the worker), each file still its own server.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // NOTE: what a browser test waits for often follows a server call or the hub's login, which a
          // loaded CI machine can take beyond the 1 s default.
          expect: { poll: { timeout: 5000 } },
        },
      },
    ],
  },
});
