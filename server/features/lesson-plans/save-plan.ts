import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { conflictCopy, mergePlan, type PlanChange, type PlanConflict } from '@core/domain/lesson-plan/plan-merge';
import { PLAN_LIMITS, type LessonPlan } from '@core/domain/lesson-plan/plan-model';
import { presentContent } from '../content/content.presenter';
import { listContentByIds } from '../content/content.queries';
import { cardIdsOf, planOf, refreshCards } from './lesson-plans.presenter';
import { countPlans, findPlanAnyOwner, insertPlan, updatePlanAtRevision, type PlanRow } from './lesson-plans.queries';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

// Saving a device's change to a plan (issue 24). Two devices — or two requests reaching two
// instances behind a load balancer — may save the same plan at once. Each save reads the stored
// plan, merges the change into it (plan-merge.ts) and writes it back only if the plan is still
// at the revision it read; if another save wrote meanwhile, it reads and merges again. So
// neither write is lost, and no lock is held across instances.

/** Saves in a row that lost against a concurrent one before giving up (each loss means another save succeeded). */
const ATTEMPTS = 5;

export type SaveResult =
  | { outcome: 'saved'; plan: LessonPlan; conflicts: PlanConflict[]; copies: { id: string; title: string }[] }
  | { outcome: 'foreign' | 'limit' | 'unreadable-card' | 'busy' };

export interface SaveOptions {
  now?: () => Date;
  /** Tests: runs between reading the stored plan and writing, to let another save in. */
  afterRead?: (attempt: number) => Promise<void>;
}

/** Another save wrote the plan between this one's read and its write. */
class WrittenMeanwhile extends Error {}

/**
 * SQLite with a second process on the same file (the operator's CLI, a test's second instance):
 * a transaction that read while the other one wrote may not write on its old snapshot, or finds
 * the write lock taken (SQLite then answers at once, without waiting). Read again, a moment later.
 */
const isSqliteBusy = (error: unknown) => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * „Sportfest (Fassung vom 26.11.2026, 11:05 – Konflikt)“: the version that lost a conflict, named
 * by when it was last changed (German time, as the teacher saw it), within the title limit.
 */
export function conflictCopyTitle(title: string, versionAt: Date): string {
  const suffix = ` (Fassung vom ${BERLIN_TIME.format(versionAt)} – Konflikt)`;
  const room = PLAN_LIMITS.titleLength - suffix.length;
  return (title.length > room ? `${title.slice(0, room - 1).trimEnd()}…` : title) + suffix;
}

/** A device's clock that runs ahead must not win every later change: its times count as now at most. */
function notAfter(plan: LessonPlan, now: string): LessonPlan {
  const at = (time: string) => (time > now ? now : time);
  return {
    ...plan,
    headUpdatedAt: at(plan.headUpdatedAt),
    phases: plan.phases.map((phase) => ({ ...phase, updatedAt: at(phase.updatedAt) })),
    items: plan.items.map((item) => ({ ...item, updatedAt: at(item.updatedAt) })),
    updatedAt: at(plan.updatedAt),
  };
}

/**
 * The id of a conflict copy, derived from what it copies: a retried request (the answer was lost
 * on the way) makes the same copy again, which is then stored once, not twice.
 */
function copyId(userId: string, readRevision: number, sent: LessonPlan, which: 'incoming' | 'stored'): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([userId, readRevision, which, sent]))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A plan as a row; new plans and copies are stored at revision 1 with every part stamped so. */
function rowOf(userId: string, plan: LessonPlan, now: string) {
  return {
    id: plan.id,
    user_id: userId,
    title: plan.title,
    plan_date: plan.date,
    revision: plan.revision,
    doc: JSON.stringify(plan),
    created_at: now,
    updated_at: now,
  };
}

const asNew = (plan: LessonPlan, now: string) => mergePlan(null, { baseRevision: null, changed: [], plan }, 1, now).plan;

async function cardsById(db: Kysely<Database>, plans: LessonPlan[]) {
  const rows = await listContentByIds(db, cardIdsOf(plans));
  return new Map(rows.map((row) => [row.id, presentContent(row)]));
}

/** The other versions a conflict overwrote, as plans of their own (none when nothing was overwritten). */
function conflictCopies(
  userId: string,
  row: PlanRow | undefined,
  stored: LessonPlan | null,
  change: PlanChange,
  incoming: LessonPlan,
  conflicts: PlanConflict[],
  now: Date,
): LessonPlan[] {
  const lost = conflicts.filter((conflict) => conflict.overwritten);
  const versions: { version: LessonPlan; which: 'incoming' | 'stored' }[] = [];
  // The device's version lost somewhere: all of it is kept, so nothing it changed is gone.
  if (lost.some((conflict) => conflict.kept === 'stored')) versions.push({ version: incoming, which: 'incoming' });
  // The device's version won somewhere: the plan as it was stored before is kept.
  if (stored && lost.some((conflict) => conflict.kept === 'incoming')) versions.push({ version: stored, which: 'stored' });
  const nowIso = now.toISOString();
  return versions.map(({ version, which }) => {
    const versionAt = new Date(Math.min(Date.parse(version.updatedAt), now.getTime()));
    const id = copyId(userId, row?.revision ?? 0, change.plan, which);
    return asNew(conflictCopy(version, id, conflictCopyTitle(version.title, versionAt), nowIso), nowIso);
  });
}

async function attempt(
  trx: Kysely<Database>,
  userId: string,
  change: PlanChange,
  now: Date,
  attemptNo: number,
  options: SaveOptions,
): Promise<SaveResult> {
  const nowIso = now.toISOString();
  const row = await findPlanAnyOwner(trx, change.plan.id);
  if (row && row.user_id !== userId) return { outcome: 'foreign' };
  if (!row && (await countPlans(trx, userId)) >= PLAN_LIMITS.plansPerAccount) return { outcome: 'limit' };
  await options.afterRead?.(attemptNo);

  const stored = row ? planOf(row) : null;
  const incoming = notAfter(change.plan, nowIso);
  const merged = mergePlan(stored, { ...change, plan: incoming }, (row?.revision ?? 0) + 1, nowIso);
  const copies = conflictCopies(userId, row, stored, change, incoming, merged.conflicts, now);
  const cards = await cardsById(trx, [merged.plan, ...copies]);
  const { plan, unreadable } = refreshCards(merged.plan, cards);
  if (unreadable.length > 0) return { outcome: 'unreadable-card' };

  if (!row) {
    if (!(await insertPlan(trx, rowOf(userId, plan, nowIso)))) throw new WrittenMeanwhile();
  } else if (plan.revision !== row.revision) {
    if (!(await updatePlanAtRevision(trx, rowOf(userId, plan, nowIso), row.revision))) throw new WrittenMeanwhile();
  }
  // A retried request finds its copy stored already (same id): it stays one.
  for (const copy of copies) await insertPlan(trx, rowOf(userId, refreshCards(copy, cards).plan, nowIso));
  return { outcome: 'saved', plan, conflicts: merged.conflicts, copies: copies.map(({ id, title }) => ({ id, title })) };
}

/**
 * Saves a device's change: creates the plan if the id is new (also a plan deleted on another
 * device but edited on this one: the edit wins), else merges it into the stored plan. All in one
 * transaction, so the plan and its conflict copies are stored together or not at all.
 */
export async function savePlan(db: Db, userId: string, change: PlanChange, options: SaveOptions = {}): Promise<SaveResult> {
  for (let attemptNo = 1; attemptNo <= ATTEMPTS; attemptNo++) {
    const now = options.now?.() ?? new Date();
    try {
      return await db.transaction().execute((trx) => attempt(trx, userId, change, now, attemptNo, options));
    } catch (error) {
      if (error instanceof WrittenMeanwhile) continue;
      if (!isSqliteBusy(error)) throw error;
      await pause(attemptNo * (5 + Math.random() * 20));
    }
  }
  return { outcome: 'busy' };
}
