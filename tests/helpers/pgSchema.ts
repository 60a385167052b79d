// The PostgreSQL schema a test file's server runs in: one of its own per run, dropped afterwards.
import pg from 'pg';

/** Runs one statement as the test database's owner on a connection of its own. */
export async function pgAdmin(pgUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `t_<name>_<pid>_<time>`: a schema no other run of any test file uses. */
export const pgSchemaName = (name: string): string => `t_${name}_${process.pid}_${Date.now().toString(36)}`;

/** Drops a test's schema with everything in it. */
export const dropPgSchema = (pgUrl: string, schema: string): Promise<void> =>
  pgAdmin(pgUrl, `drop schema if exists ${schema} cascade`);
