import { AUDIT_PAGE_SIZE } from '@core/schemas/admin';
import type { Db } from '../../db/database';

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
