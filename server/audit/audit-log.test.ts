import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { AUDIT_RETENTION_DAYS, pruneAuditLog, writeAudit } from './audit-log';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

const DAY = 24 * 60 * 60 * 1000;
const admin = { id: 'admin-1', email: 'chefin@schule.test', role: 'admin' as const };

describe(`audit log retention (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it(`removes entries older than ${AUDIT_RETENTION_DAYS} days and keeps the rest`, async () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const ages = { old: AUDIT_RETENTION_DAYS + 1, edge: AUDIT_RETENTION_DAYS - 1, fresh: 0 };
    for (const [label, days] of Object.entries(ages)) {
      await writeAudit(database.db, admin, {
        action: 'user.ban',
        targetType: 'user',
        targetId: label,
        targetLabel: `${label}@schule.test`,
      });
      await database.db
        .updateTable('audit_log')
        .set({ created_at: new Date(now.getTime() - days * DAY).toISOString() })
        .where('target_id', '=', label)
        .execute();
    }
    expect(await pruneAuditLog(database.db, now)).toBe(1);
    const left = await database.db.selectFrom('audit_log').select('target_id').orderBy('target_id').execute();
    expect(left.map((row) => row.target_id)).toEqual(['edge', 'fresh']);
    expect(await pruneAuditLog(database.db, now)).toBe(0);
  });
});
