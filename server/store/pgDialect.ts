// PostgreSQL as Kysely speaks it, with an introspector that looks only at the connection's own
// schema (the first on its search_path).
//
// NOTE: Kysely's PostgreSQL introspector reads every column of every schema in the database and
// calls has_schema_privilege(name) on each schema's name. The migrator asks it on every start
// whether its own table exists. Where other schemas come and go (test runs side by side, or
// another application in the same database), a schema dropped while that query runs fails it
// with "schema … does not exist", and the start fails with it. It also grows with every other
// schema's size. This one reads the catalog of the current schema only.
import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table_name: string;
  table_type: string;
  column_name: string | null;
  data_type: string | null;
  type_schema: string | null;
  is_nullable: string | null;
  column_default: string | null;
}

class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.db,
    );
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    // The migrator's own tables are always included: it is the one caller that asks for them.
    const { rows } = await sql<ColumnRow>`
      select t.table_name, t.table_type, c.column_name, c.udt_name as data_type,
             c.udt_schema as type_schema, c.is_nullable, c.column_default
      from information_schema.tables t
      left join information_schema.columns c
        on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = current_schema()
      order by t.table_name, c.ordinal_position`.execute(this.db);
    const schema = await this.currentSchema();
    const tables = new Map<string, { isView: boolean; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { isView: row.table_type === 'VIEW', columns: [] };
        tables.set(row.table_name, table);
      }
      if (row.column_name === null) continue;
      const nextval = row.column_default?.startsWith('nextval(') ?? false;
      table.columns.push({
        name: row.column_name,
        dataType: row.data_type ?? '',
        ...(row.type_schema ? { dataTypeSchema: row.type_schema } : {}),
        isNullable: row.is_nullable === 'YES',
        isAutoIncrementing: nextval,
        hasDefaultValue: row.column_default !== null,
      });
    }
    return [...tables].map(([name, table]) => ({ name, schema, ...table }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }

  private async currentSchema(): Promise<string> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows[0]?.name ?? 'public';
  }
}

/** PostgresDialect whose introspection (and so the migrator's checks) stays in the current schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
