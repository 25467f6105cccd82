import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const engineSrc = fileURLToPath(new URL('./engine/src/index.ts', import.meta.url));

// Tests run against the sources, so a change is tested without a build step.
const alias = {
  '@referent/engine': engineSrc,
  // '/node' before the bare name: the first matching prefix wins.
  '@referent/docx/node': fileURLToPath(new URL('./docx/src/node.ts', import.meta.url)),
  '@referent/docx': fileURLToPath(new URL('./docx/src/document.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'engine/src/**/*.test.ts',
            'docx/src/**/*.test.ts',
            'cli/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            // The spelling worker's modules are plain JavaScript (the worker runs them unbuilt).
            'server/workers/**/*.test.mjs',
            'web/src/**/*.test.{ts,tsx}',
            'tests/**/*.test.ts',
          ],
          exclude: ['tests/browser/**', 'tests/bench/**', '**/node_modules/**', '**/dist/**'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A message that follows a round trip (a popup, the server, a toast) may take more than
          // expect.poll's default second on a loaded 2-core runner; a timing is no assertion here.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      // The server suite again on PostgreSQL, when a database is given (.ci/run always gives one).
      ...(process.env.PG_TEST_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'pg',
                include: ['server/src/**/*.test.ts', 'tests/server/**/*.test.ts'],
                env: { REFERENT_TEST_DB: 'pg' },
                testTimeout: 30_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
