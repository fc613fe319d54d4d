import { sql, type Kysely } from 'kysely';

/**
 * Every table of a database with its row count, read from the database itself rather than
 * from schema.ts: better-auth creates tables of its own (and may add some in an update), and
 * Kysely keeps its migration tables — a backup that missed one would look fine until restored.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, not only ours
export async function countRows(db: Kysely<any>): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).filter((table) => !table.isView);
  const counts: Record<string, number> = {};
  for (const table of tables.sort((a, b) => tableName(a).localeCompare(tableName(b)))) {
    const ref = table.schema ? sql.id(table.schema, table.name) : sql.id(table.name);
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${ref}`.execute(db);
    counts[tableName(table)] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** PostgreSQL's default schema is left out of the name, so both databases name tables alike. */
function tableName(table: { name: string; schema?: string }): string {
  return table.schema && table.schema !== 'public' ? `${table.schema}.${table.name}` : table.name;
}
