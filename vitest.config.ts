import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        test: {
          name: 'system',
          include: ['tests/integration/**/*.test.ts', 'tests/authz/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/src/globalSetup.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
