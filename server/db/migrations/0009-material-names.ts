import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { findMaterial } from '@core/domain/materials';

/**
 * One material vocabulary (issue 22): cards stored before it carry free words — „Pylonen“,
 * „Langbänke“, „Poolnudeln“ — that split the material filter. Each word the vocabulary knows is
 * stored as its entry's name; a word it does not know stays as it is (nothing is lost): the
 * filter shows it as before, and the editor names it when the card is next saved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string; tags: string | null }>`select id, tags from content_item where tags is not null`.execute(db);
  let changed = 0;
  for (const row of rows.rows) {
    let tags: { materials?: unknown } | null;
    try {
      tags = JSON.parse(row.tags ?? 'null') as { materials?: unknown } | null;
    } catch {
      continue;
    }
    const stored: unknown[] = Array.isArray(tags?.materials) ? tags.materials : [];
    const named = [...new Set(stored.map((m) => (typeof m === 'string' ? (findMaterial(m)?.name ?? m) : m)))];
    if (named.length === stored.length && named.every((m, i) => m === stored[i])) continue;
    await sql`update content_item set tags = ${JSON.stringify({ ...tags, materials: named })} where id = ${row.id}`.execute(db);
    changed++;
  }
  // Lists cached by a running instance of the previous version are built again.
  if (changed > 0) {
    const now = new Date().toISOString();
    await sql`insert into app_meta (key, value, updated_at) values ('content_version', ${randomUUID()}, ${now})
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`.execute(db);
  }
}

/** Names are valid material words for every earlier version: nothing to undo. */
export async function down(): Promise<void> {}
