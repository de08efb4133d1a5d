import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

/** Test files by project: every `*.test.ts` runs in node, every `*.test.tsx` in jsdom. */
export const NODE_TESTS = ['**/*.test.ts'];
export const JSDOM_TESTS = ['**/*.test.tsx'];

// Two projects: node for pure logic, scripts and the server; jsdom for components.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // Every `.test.ts` file is the node project's and every `.test.tsx` the jsdom project's, so no
          // test is left out (scripts/test-projects.test.ts checks it).
          include: NODE_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Most server tests wait on ffmpeg and the clock rather than the CPU: three at a time on
          // two cores (vitest's default there is one).
          maxWorkers: 3,
          // A worker's files share its modules (fastify, the contract's compiled schemas, the
          // server's code): imported once a worker instead of once a file, a third off the
          // project's time. These tests keep no state in modules from file to file (runs in
          // shuffled orders pass); component tests do (antd's, in one document), and stay isolated.
          isolate: false,
          sequence: { groupOrder: 0 },
          // One PostgreSQL for the run: the data layer is tested on it as well as on SQLite.
          globalSetup: ['./server/test/support/postgres-server.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: JSDOM_TESTS,
          setupFiles: ['./src/test/setup.ts'],
          // Components are CPU work: one a core. `npm run test:unit` runs this project beside the node
          // project (two vitest processes), whose files mostly wait and leave a core free; run
          // together here (`npx vitest run`), it comes after. Each file in a fresh worker thread
          // rather than a fresh process: a tenth less CPU spent starting them.
          pool: 'threads',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
