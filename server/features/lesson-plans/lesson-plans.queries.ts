import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, LessonPlanTable } from '../../db/schema';

// Every query here names the owner: a plan id alone never reads or changes a row, except where
// a write must know that the id is taken by someone else (then it answers 404, never the row).

export type PlanRow = LessonPlanTable;

/** A database or a transaction on it: the save runs its reads and writes in one. */
type Queryable = Kysely<Database>;

/** The teacher's plans, oldest first (the device sorts them by date). */
export function listPlans(db: Db, userId: string): Promise<PlanRow[]> {
  return db.selectFrom('lesson_plan').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** The plan with this id, whoever owns it: the caller tells „someone else's“ (404) from „not there“ (create). */
export function findPlanAnyOwner(db: Queryable, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('lesson_plan').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPlan(db: Db, userId: string, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('lesson_plan').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function countPlans(db: Queryable, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('lesson_plan')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Stores a new plan; false when the id was taken meanwhile (by another save, or someone else). */
export async function insertPlan(db: Queryable, row: Omit<PlanRow, 'share_token'>): Promise<boolean> {
  const result = await db
    .insertInto('lesson_plan')
    .values({ ...row, share_token: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Writes the plan only if it is still at the revision the save read: false when another
 * request (maybe on another instance) wrote it meanwhile, and the save must read and merge again.
 */
export async function updatePlanAtRevision(
  db: Queryable,
  row: Pick<PlanRow, 'id' | 'user_id' | 'title' | 'plan_date' | 'revision' | 'doc' | 'updated_at'>,
  readRevision: number,
): Promise<boolean> {
  const result = await db
    .updateTable('lesson_plan')
    .set({ title: row.title, plan_date: row.plan_date, revision: row.revision, doc: row.doc, updated_at: row.updated_at })
    .where('id', '=', row.id)
    .where('user_id', '=', row.user_id)
    .where('revision', '=', readRevision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** 'deleted', 'absent' (nothing to do: deleting twice is fine) or 'foreign' (someone else's). */
export async function deletePlan(db: Db, userId: string, id: string): Promise<'deleted' | 'absent' | 'foreign'> {
  const result = await db.deleteFrom('lesson_plan').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return 'deleted';
  return (await findPlanAnyOwner(db, id)) ? 'foreign' : 'absent';
}

/** Gives the plan a share token unless it has one (sharing twice keeps the link); the token in force, or null when not hers. */
export async function shareToken(db: Db, userId: string, id: string, candidate: string): Promise<string | null> {
  await db
    .updateTable('lesson_plan')
    .set({ share_token: sql<string>`coalesce(share_token, ${candidate})` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  const row = await db
    .selectFrom('lesson_plan')
    .select('share_token')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.share_token ?? null;
}

/** Withdraws the link; false when the plan is not hers (or not there). */
export async function unshare(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('lesson_plan')
    .set({ share_token: null })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A shared plan with the name its owner shows to others (username as she spells it, else her e-mail). */
export function findSharedPlan(db: Db, token: string) {
  return db
    .selectFrom('lesson_plan')
    .innerJoin('user', 'user.id', 'lesson_plan.user_id')
    .select(['lesson_plan.doc', 'user.displayUsername', 'user.username', 'user.email'])
    .where('lesson_plan.share_token', '=', token)
    .executeTakeFirst();
}

/** Every plan of a user for „Meine Daten“, oldest first. */
export function listPlansForExport(db: Db, userId: string) {
  return db
    .selectFrom('lesson_plan')
    .select(['doc', 'share_token', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
