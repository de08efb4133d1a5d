import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A new, empty database on the test run's PostgreSQL (started by `postgres-server.ts`), or on the
 * server `server` names, and its address: each test file (or test) that asks gets its own, so files run side by side.
 */
export async function createPostgresDatabase(server = inject('postgresUrl')): Promise<string> {
  if (!server) throw new Error(`The tests' PostgreSQL did not start: ${inject('postgresError')}`);
  const admin = new URL(server);
  const name = `vigil_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  admin.pathname = `/${name}`;
  return admin.href;
}
