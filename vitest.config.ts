import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testPlatformCount } from './tests/src/platforms.ts';

export default defineConfig({
  test: {
    // Two workers at least: vitest's default (cores - 1) is one on the 2-core CI machine, where the unit and
    // component files wait on imports and jsdom set-up as much as they compute (the web and component files
    // took 9 min with one worker and 6 with two on the shared development machine, with the same results).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{packages,services,subgraphs}/*/src/**/*.test.ts',
            '{gateway,bench}/src/**/*.test.ts',
            'tests/drift/**/*.test.ts',
            'simulators/src/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // React component tests: Testing Library in jsdom, one file per component beside it.
        test: {
          name: 'components',
          root: 'web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        // Integration, authorization matrix and browser tests on real platforms: as many files at once as
        // there are platforms (TEST_PLATFORMS, 2 by default), each file alone on its worker's platform
        // (tests/src/globalSetup.ts, platformOfWorker.ts). In a group of their own, after the others: vitest
        // runs a group's files in one pool whose size is the group's maxWorkers.
        test: {
          name: 'system',
          include: ['tests/integration/**/*.test.ts', 'tests/authz/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/src/globalSetup.ts'],
          setupFiles: ['tests/src/platformOfWorker.ts'],
          environment: 'node',
          maxWorkers: testPlatformCount(),
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
