import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser address of the test run's PostgreSQL server (its `postgres` database); '' if it did not start. */
    postgresUrl: string;
    /** Why it did not start. */
    postgresError: string;
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
    project.provide('postgresError', '');
    return async () => {};
  }
  // A global setup that throws ends vitest with "no test files" and exit code 0 (vitest 4.1): the
  // failure is handed to the tests instead, so every test that needs PostgreSQL fails, saying why.
  try {
    const server = await startEmbeddedPostgres();
    project.provide('postgresUrl', server.url);
    project.provide('postgresError', '');
    return () => server.stop();
  } catch (error) {
    project.provide('postgresUrl', '');
    project.provide('postgresError', String(error));
    return async () => {};
  }
}
