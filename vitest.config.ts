import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Tests of what only PostgreSQL has (`*.postgres.test.ts`) run when there is one. */
const POSTGRES_ONLY = '**/*.postgres.test.ts';

const serverSuite = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...exclude],
    environment: 'node',
    globalSetup: ['./test/helpers/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) is a single worker on a 2-core machine, and many files
    // mostly wait: on child processes (servers, PDF workers, the admin CLI), Chromium, PostgreSQL. Two at once keep
    // both cores busy; measured figures are in bench/BENCHMARKS.md ("Test suite").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(withPostgres ? [] : [POSTGRES_ONLY])],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      serverSuite('server-pglite', { VITAE_TEST_DB: 'pglite' }, [POSTGRES_ONLY]),
      ...(withPostgres ? [serverSuite('server-postgres', { VITAE_TEST_DB: 'postgres' })] : []),
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
