import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Dialect } from './ddl';
import { int64ResultPlugin, parseInt8Text } from './int64';
import { migrationProvider } from './migrations';
import { CurrentSchemaPostgresDialect } from './pgDialect';
import type { Database } from './types';

export type { Dialect } from './ddl';
export { readInt64, readUint64, storeUint64 } from './int64';
export type { Database } from './types';

export interface StoreOptions {
  /** postgres:// or postgresql:// selects PostgreSQL; anything else (empty) the SQLite file. */
  databaseUrl: string;
  /** Folder of the SQLite file `sportlive.db`. */
  dataDir: string;
  /** PostgreSQL only: keep every table in this schema (created if missing). Used to isolate test runs. */
  pgSchema?: string;
  /**
   * PostgreSQL only: told when an idle pooled connection fails (the server restarted, an admin
   * ended it). The pool drops that connection and opens another on the next query; without a
   * listener the pool's `error` event would end the process.
   */
  onIdleError?: (error: Error) => void;
}

/** The open database: the typed Kysely handle, which dialect it speaks, and how to close it. */
export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

const INT8_OID = 20;

function openPostgres(
  url: string,
  schema: string | undefined,
  onIdleError: (error: Error) => void,
): Kysely<Database> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // NOTE: the per-pool parser keeps other pg users in the process unaffected.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? parseInt8Text
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', onIdleError);
  return new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
}

function openSqlite(dataDir: string): Kysely<Database> {
  mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(join(dataDir, 'sportlive.db'));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // NOTE: without safe integers better-sqlite3 rounds values past 2^53; int64ResultPlugin maps them back.
  database.defaultSafeIntegers(true);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins: [int64ResultPlugin] });
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  pgSchema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** Opens SQLite (default) or PostgreSQL and brings the schema up to date. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const dialect: Dialect = isPostgresUrl(options.databaseUrl) ? 'postgres' : 'sqlite';
  const db =
    dialect === 'postgres'
      ? openPostgres(
          options.databaseUrl,
          options.pgSchema,
          options.onIdleError ??
            ((error) => console.error(`[store] an idle PostgreSQL connection failed: ${error.message}`)),
        )
      : openSqlite(options.dataDir);
  try {
    if (dialect === 'postgres' && options.pgSchema) {
      await db.schema.createSchema(options.pgSchema).ifNotExists().execute();
    }
    await migrateToLatest(db, dialect, dialect === 'postgres' ? options.pgSchema : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect, close: () => db.destroy() };
}
