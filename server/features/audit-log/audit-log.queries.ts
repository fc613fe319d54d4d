import { AUDIT_PAGE_SIZE } from '@core/schemas/admin';
import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditLogTable, Database } from '../../db/schema';

/** One page of the audit log, newest first (id breaks ties within one millisecond). */
export async function listAudit(db: Db, filter: { actor?: string; action?: string }, page: number) {
  let base = db.selectFrom('audit_log');
  if (filter.actor) base = base.where('actor_id', '=', filter.actor);
  if (filter.action) base = base.where('action', '=', filter.action);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { rows, total: Number(total) };
}

/** Everyone who has acted, with the e-mail of their latest entry. */
export async function listAuditActors(db: Db): Promise<{ id: string; email: string }[]> {
  const rows = await db.selectFrom('audit_log').select(['actor_id', 'actor_email', 'created_at']).orderBy('created_at', 'desc').execute();
  const actors = new Map<string, string>();
  for (const row of rows) if (!actors.has(row.actor_id)) actors.set(row.actor_id, row.actor_email);
  return [...actors].map(([id, email]) => ({ id, email })).sort((a, b) => a.email.localeCompare(b.email));
}

/** Appends one entry; server/audit/audit-log.ts is the only caller (the log's one writer). */
export async function insertAuditEntry(db: Kysely<Database>, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** Deletes entries written before `cutoff` (ISO time); returns how many went. */
export async function deleteAuditEntriesBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
