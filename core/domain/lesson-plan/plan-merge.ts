import { HEAD_ID, sortedPhases, type LessonPlan, type PlanHead, type PlanItem, type PlanPhase } from './plan-model';

// Two devices editing one plan (issue 24): each device sends its whole plan, the revision it
// started from and the ids of what it changed (the head, phases, items). Everything the device did
// not change stays as the server has it, so a change made meanwhile on another device survives.
// Where both changed the same part since that revision, the later change (by the teacher's clock)
// wins in the plan, and the server keeps the other version as a named copy (the caller's job, told
// by `conflicts`). Phases and items removed on one device but changed on the other stay: an edit is
// never lost to a removal. The same function lets a device lay its unsent edits over the server's
// answer.

/** What a device sends for one plan. */
export interface PlanChange {
  /** The server revision the device's copy started from; null = a plan the server has never seen. */
  baseRevision: number | null;
  /** `kopf` for the head, and the ids of the phases and items added, changed or removed. */
  changed: string[];
  plan: LessonPlan;
}

export interface PlanConflict {
  id: string;
  kind: 'head' | 'phase' | 'item';
  /** Which version the plan now holds. */
  kept: 'stored' | 'incoming';
  /** Both versions changed the content (not only one removed it): the other one must be kept as a copy. */
  overwritten: boolean;
}

export interface MergeResult {
  plan: LessonPlan;
  conflicts: PlanConflict[];
}

const headOf = (p: LessonPlan): PlanHead => ({
  title: p.title,
  date: p.date,
  className: p.className,
  lengthMinutes: p.lengthMinutes,
  classSize: p.classSize,
});

const sameHead = (a: LessonPlan, b: LessonPlan) => JSON.stringify(headOf(a)) === JSON.stringify(headOf(b));

/** Equal for the teacher: ignores when and by which revision it was written, and the card copy (the server's to refresh). */
function samePart(a: PlanPhase | PlanItem, b: PlanPhase | PlanItem): boolean {
  const strip = ({ updatedAt: _u, rev: _r, ...rest }: PlanPhase | PlanItem) =>
    'card' in rest ? { ...rest, card: null, cardGone: false } : rest;
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}

/**
 * Lays `change` over `stored`. Every part it writes gets `stamp` as its revision; the plan's
 * revision becomes `stamp` when anything was written (the server passes its next revision).
 */
export function mergePlan(stored: LessonPlan | null, change: PlanChange, stamp: number, now: string): MergeResult {
  const incoming = change.plan;
  if (!stored) {
    const restamp = <T extends { rev: number }>(part: T) => ({ ...part, rev: stamp });
    return {
      plan: {
        ...incoming,
        headRev: stamp,
        phases: incoming.phases.map(restamp),
        items: incoming.items.map(restamp),
        revision: stamp,
        updatedAt: now,
      },
      conflicts: [],
    };
  }
  const base = change.baseRevision ?? -1;
  const changed = new Set(change.changed);
  const conflicts: PlanConflict[] = [];
  let written = false;
  let plan: LessonPlan = { ...stored };

  if (changed.has(HEAD_ID) && !sameHead(stored, incoming)) {
    const meanwhile = stored.headRev > base;
    const incomingWins = !meanwhile || incoming.headUpdatedAt >= stored.headUpdatedAt;
    if (meanwhile) conflicts.push({ id: HEAD_ID, kind: 'head', kept: incomingWins ? 'incoming' : 'stored', overwritten: true });
    if (incomingWins) {
      plan = { ...plan, ...headOf(incoming), headUpdatedAt: incoming.headUpdatedAt, headRev: stamp };
      written = true;
    }
  }

  const mergeParts = <T extends PlanPhase | PlanItem>(storedParts: T[], incomingParts: T[], kind: 'phase' | 'item'): T[] => {
    const result = new Map(storedParts.map((part) => [part.id, part]));
    const incomingById = new Map(incomingParts.map((part) => [part.id, part]));
    for (const id of changed) {
      if (id === HEAD_ID) continue;
      const mine = incomingById.get(id);
      const theirs = result.get(id);
      const meanwhile = theirs !== undefined && theirs.rev > base;
      if (!mine) {
        if (!theirs) continue;
        // Removed on this device. Changed meanwhile on another: the change stays.
        if (meanwhile) {
          conflicts.push({ id, kind, kept: 'stored', overwritten: false });
          continue;
        }
        result.delete(id);
        written = true;
        continue;
      }
      if (theirs && samePart(theirs, mine)) continue;
      if (theirs && meanwhile) {
        const incomingWins = mine.updatedAt >= theirs.updatedAt;
        conflicts.push({ id, kind, kept: incomingWins ? 'incoming' : 'stored', overwritten: true });
        if (!incomingWins) continue;
      }
      result.set(id, { ...mine, rev: stamp });
      written = true;
    }
    return [...result.values()];
  };

  plan.phases = mergeParts(stored.phases, incoming.phases, 'phase');
  plan.items = mergeParts(stored.items, incoming.items, 'item');

  // An item added on one device to a phase removed on the other moves to the last phase.
  const phases = sortedPhases(plan);
  if (phases.length === 0 && plan.items.length > 0) {
    plan.phases = [{ id: `${plan.id}-hauptteil`, name: 'Hauptteil', order: 1, updatedAt: now, rev: stamp }];
    phases.push(plan.phases[0]!);
    written = true;
  }
  const phaseIds = new Set(phases.map((p) => p.id));
  const last = phases.at(-1);
  if (last) {
    plan.items = plan.items.map((item) => {
      if (phaseIds.has(item.phaseId)) return item;
      written = true;
      return { ...item, phaseId: last.id, rev: stamp };
    });
  }

  if (written) plan = { ...plan, revision: stamp, updatedAt: now };
  return { plan, conflicts };
}

/** The device's version as a plan of its own (new ids given), for a conflict the device lost. */
export function conflictCopy(incoming: LessonPlan, id: string, title: string, now: string): LessonPlan {
  return { ...incoming, id, title, headRev: 0, revision: 0, createdAt: now, updatedAt: now, headUpdatedAt: now };
}
