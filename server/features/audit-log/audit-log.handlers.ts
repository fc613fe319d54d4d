import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry } from '@core/schemas/admin';
import { createRouter } from '../../http/router';
import { listAudit, listAuditActors } from './audit-log.queries';
import { listAuditRoute } from './audit-log.routes';

function parseDetails(text: string | null): AuditEntry['details'] {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return { text };
  }
}

/** The Protokoll: admins read, nobody writes through HTTP (server/audit/audit-log.ts does). */
export function auditLogRouter() {
  const router = createRouter();
  router.openapi(listAuditRoute, async (c) => {
    const { actor, action, page = 1 } = c.req.valid('query');
    const { db } = c.get('deps');
    const { rows, total } = await listAudit(db, { actor, action }, page);
    const entries = rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      targetLabel: row.target_label,
      details: parseDetails(row.details),
    }));
    return c.json(
      {
        entries,
        total,
        page,
        pageSize: AUDIT_PAGE_SIZE,
        actors: await listAuditActors(db),
        actions: Object.keys(AUDIT_ACTIONS) as AuditAction[],
      },
      200,
    );
  });

  return router;
}
