import { sql, type Kysely } from 'kysely';
import type { FileStore } from '../storage/storage';

/**
 * Every row of every table, each as one canonical string (columns sorted by name), so two
 * databases can be compared byte for byte. The tables come from the database itself: a
 * hard-coded list would silently skip a table better-auth adds in an update.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, not only ours
export async function allRows(db: Kysely<any>): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).filter((t) => !t.isView);
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.id(table.name)}`.execute(db);
    result[table.name] = rows.map(canonicalRow).sort();
  }
  return result;
}

function canonicalRow(row: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify(sorted, (_key, value: unknown) => {
    return typeof value === 'bigint' ? `bigint:${value}` : value;
  });
}

/** Every stored file with its bytes as hex, keyed by name. */
export async function allFiles(store: FileStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const key of await store.list()) files[key] = Buffer.from((await store.get(key)) ?? []).toString('hex');
  return files;
}
