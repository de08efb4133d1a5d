import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

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
          include: [
            'src/**/logic/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Most server tests wait on ffmpeg and the clock rather than the CPU: three at a time on
          // two cores (vitest's default there is one).
          maxWorkers: 3,
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
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
          // Components are CPU work: one a core, after the node project.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
