import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser address of the test run's PostgreSQL server (its `postgres` database). */
    postgresUrl: string;
  }
}

/**
 * Vitest's global setup: one real PostgreSQL for the whole test run (`startEmbeddedPostgres`),
 * stopped and removed at the end. `VIGIL_TEST_POSTGRES_URL` uses a server of one's own instead.
 */
export default async function startPostgres(project: TestProject): Promise<() => Promise<void>> {
  const own = process.env.VIGIL_TEST_POSTGRES_URL;
  if (own) {
    project.provide('postgresUrl', own);
    return async () => {};
  }
  const server = await startEmbeddedPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
