import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { filesNeedingIsolation } from './scripts/isolated-test-files.ts';
import { storefrontTheme } from './scripts/theme-plugin.ts';

const domExclude = [
  '**/*.node.test.ts',
  '**/*.postgres.test.ts',
  'node_modules/**',
  'tests/e2e/**',
  'build/**',
];
// Component tests share their worker's modules and jsdom (a fresh environment per file cost the
// run three quarters of its time); the files that would leak into the next one (a server render,
// a mocked module, a stubbed global) still get a fresh one each, found by what they use.
const isolated = filesNeedingIsolation();

// Unit and component tests. Files named *.node.test.ts (servers, databases, build steps) run in
// Node; everything else runs in jsdom with Testing Library.
export default defineConfig({
  plugins: [storefrontTheme(), react()],
  test: {
    // a worker per core: the main process only hands out files, so vitest's default (one core
    // left free) ran the suite on one worker on a 2-core CI machine
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...domExclude, ...isolated],
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          // *.test-d.ts type tests are checked by `npm run typecheck` (tsc reports a failed
          // expectTypeOf as a type error), which `npm test` runs first: checking them here again
          // cost the unit run a second whole-project tsc
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: isolated,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['**/*.node.test.ts'],
          exclude: ['node_modules/**', 'build/**'],
          globalSetup: ['./examples/api/testing/global-setup.ts'],
          // every answer of the reference API is checked against its endpoint row (http/mount.ts);
          // the server's request log stays quiet unless a test gives it a destination to read
          env: { API_CHECK_ANSWERS: '1', LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // *.postgres.test.ts need a real PostgreSQL: `npm run test:postgres` starts a throwaway one
      // and sets DATABASE_URL (scripts/test-postgres.ts); without it they are not collected
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                environment: 'node' as const,
                include: ['**/*.postgres.test.ts'],
                exclude: ['node_modules/**', 'build/**'],
                env: { LOG_LEVEL: 'silent' },
                testTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
