import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditAction } from '@core/schemas/admin';
import type { RequestUser } from '../app-env';
import type { Database } from '../db/schema';
import { deleteAuditEntriesBefore, insertAuditEntry } from '../features/audit-log/audit-log.queries';
import type { Logger } from '../logger';

export interface AuditRecord {
  action: AuditAction;
  targetType: 'user' | 'content' | 'file';
  targetId: string;
  targetLabel: string;
  details?: Record<string, string>;
}

/**
 * The only writer of the audit log. Takes a transaction where the action has one (role, ban:
 * the change and its record commit together), the database otherwise.
 */
export async function writeAudit(db: Kysely<Database>, actor: RequestUser, record: AuditRecord): Promise<void> {
  await insertAuditEntry(db, {
    id: randomUUID(),
    created_at: new Date().toISOString(),
    actor_id: actor.id,
    actor_email: actor.email,
    action: record.action,
    target_type: record.targetType,
    target_id: record.targetId,
    target_label: record.targetLabel.slice(0, 400),
    details: record.details ? JSON.stringify(record.details) : null,
  });
}

/**
 * For actions that happened outside a transaction of ours (content, uploads, deletion through
 * better-auth): the action has succeeded and is not undone because its record could not be
 * written; the failure goes to the error log, where monitoring sees it.
 */
export async function auditAfter(db: Kysely<Database>, logger: Logger, actor: RequestUser, record: AuditRecord): Promise<void> {
  try {
    await writeAudit(db, actor, record);
  } catch (err) {
    logger.error({ err, action: record.action, targetId: record.targetId, by: actor.id }, 'audit entry could not be written');
  }
}

/** The privacy page promises entries about a person are kept one year, then deleted. */
export const AUDIT_RETENTION_DAYS = 365;

/** Deletes entries older than the retention period; returns how many went. */
export async function pruneAuditLog(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return deleteAuditEntriesBefore(db, cutoff);
}
