import { lessonPhaseTimes } from '../lesson-timing';
import { HEAD_ID, newPlan, phaseItems, sortedPhases, type CardCopy, type LessonPlan, type PlanHead, type PlanItem } from './plan-model';

// What a teacher does to a plan, as pure functions: each returns the new plan and the ids of the
// parts it changed, which the device queues for the server (plan-merge.ts). Nothing here knows
// about storage or the network.

export interface Edit {
  plan: LessonPlan;
  changed: string[];
}

const touch = (plan: LessonPlan, now: string): LessonPlan => ({ ...plan, updatedAt: now });

export function editHead(plan: LessonPlan, patch: Partial<PlanHead>, now: string): Edit {
  return { plan: touch({ ...plan, ...patch, headUpdatedAt: now }, now), changed: [HEAD_ID] };
}

export function addPhase(plan: LessonPlan, id: string, name: string, now: string): Edit {
  const order = Math.max(0, ...plan.phases.map((p) => p.order)) + 1;
  return { plan: touch({ ...plan, phases: [...plan.phases, { id, name, order, updatedAt: now, rev: 0 }] }, now), changed: [id] };
}

export function renamePhase(plan: LessonPlan, phaseId: string, name: string, now: string): Edit {
  return {
    plan: touch({ ...plan, phases: plan.phases.map((p) => (p.id === phaseId ? { ...p, name, updatedAt: now } : p)) }, now),
    changed: [phaseId],
  };
}

/** Swaps a phase with its neighbour before (-1) or after (+1). */
export function movePhase(plan: LessonPlan, phaseId: string, direction: -1 | 1, now: string): Edit {
  const phases = sortedPhases(plan);
  const at = phases.findIndex((p) => p.id === phaseId);
  const other = phases[at + direction];
  const self = phases[at];
  if (!self || !other) return { plan, changed: [] };
  const orders = new Map([
    [self.id, other.order],
    [other.id, self.order],
  ]);
  return {
    plan: touch(
      { ...plan, phases: plan.phases.map((p) => (orders.has(p.id) ? { ...p, order: orders.get(p.id)!, updatedAt: now } : p)) },
      now,
    ),
    changed: [self.id, other.id],
  };
}

/** Removes a phase with its items. */
export function removePhase(plan: LessonPlan, phaseId: string, now: string): Edit {
  const gone = plan.items.filter((i) => i.phaseId === phaseId).map((i) => i.id);
  return {
    plan: touch(
      { ...plan, phases: plan.phases.filter((p) => p.id !== phaseId), items: plan.items.filter((i) => i.phaseId !== phaseId) },
      now,
    ),
    changed: [phaseId, ...gone],
  };
}

export type NewItem = Pick<PlanItem, 'kind' | 'contentId' | 'sectionId' | 'title' | 'text' | 'minutes' | 'card'>;

/** Adds an item at the end of a phase. */
export function addItem(plan: LessonPlan, phaseId: string, id: string, item: NewItem, now: string): Edit {
  const order = Math.max(0, ...phaseItems(plan, phaseId).map((i) => i.order)) + 1;
  const added: PlanItem = { ...item, id, phaseId, order, cardGone: false, updatedAt: now, rev: 0 };
  return { plan: touch({ ...plan, items: [...plan.items, added] }, now), changed: [id] };
}

export function editItem(
  plan: LessonPlan,
  itemId: string,
  patch: Partial<Pick<PlanItem, 'title' | 'text' | 'minutes'>>,
  now: string,
): Edit {
  return {
    plan: touch({ ...plan, items: plan.items.map((i) => (i.id === itemId ? { ...i, ...patch, updatedAt: now } : i)) }, now),
    changed: [itemId],
  };
}

export function removeItem(plan: LessonPlan, itemId: string, now: string): Edit {
  return { plan: touch({ ...plan, items: plan.items.filter((i) => i.id !== itemId) }, now), changed: [itemId] };
}

/**
 * Moves an item one place up (-1) or down (+1) in its phase; past the phase's first or last place
 * it goes to the end of the phase before or the start of the phase after.
 */
export function moveItem(plan: LessonPlan, itemId: string, direction: -1 | 1, now: string): Edit {
  const item = plan.items.find((i) => i.id === itemId);
  if (!item) return { plan, changed: [] };
  const siblings = phaseItems(plan, item.phaseId);
  const at = siblings.findIndex((i) => i.id === itemId);
  const neighbour = siblings[at + direction];
  if (neighbour) {
    const orders = new Map([
      [item.id, neighbour.order],
      [neighbour.id, item.order],
    ]);
    return {
      plan: touch(
        { ...plan, items: plan.items.map((i) => (orders.has(i.id) ? { ...i, order: orders.get(i.id)!, updatedAt: now } : i)) },
        now,
      ),
      changed: [item.id, neighbour.id],
    };
  }
  const phases = sortedPhases(plan);
  const target = phases[phases.findIndex((p) => p.id === item.phaseId) + direction];
  if (!target) return { plan, changed: [] };
  const targetOrders = phaseItems(plan, target.id).map((i) => i.order);
  const order = direction === 1 ? Math.min(1, ...targetOrders) - 1 : Math.max(0, ...targetOrders) + 1;
  return {
    plan: touch(
      { ...plan, items: plan.items.map((i) => (i.id === itemId ? { ...i, phaseId: target.id, order, updatedAt: now } : i)) },
      now,
    ),
    changed: [item.id],
  };
}

/** Every part of a plan, for a plan that is new to the server (a copy, a takeover). */
export function allParts(plan: LessonPlan): string[] {
  return [HEAD_ID, ...plan.phases.map((p) => p.id), ...plan.items.map((i) => i.id)];
}

/** A copy with new ids throughout, never stored yet: „Duplizieren“ and „In meine Stunden übernehmen“. */
export function copyPlan(plan: LessonPlan, id: string, title: string, now: string, newId: () => string): LessonPlan {
  const phaseIds = new Map(plan.phases.map((p) => [p.id, newId()]));
  return {
    ...plan,
    id,
    title,
    headUpdatedAt: now,
    headRev: 0,
    phases: plan.phases.map((p) => ({ ...p, id: phaseIds.get(p.id)!, updatedAt: now, rev: 0 })),
    items: plan.items.map((i) => ({ ...i, id: newId(), phaseId: phaseIds.get(i.phaseId) ?? i.phaseId, updatedAt: now, rev: 0 })),
    revision: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The heading of a section without its minutes: „Hauptteil (27 Minuten)“ → „Hauptteil“. */
function sectionPhaseName(content: string): string | null {
  const heading = /^##[ \t]+(.+?)[ \t]*$/m.exec(content)?.[1];
  return heading ? heading.replace(/\s+\(\d+ Minuten\)$/, '') : null;
}

/**
 * „Als Stunde übernehmen“: a series lesson becomes a plan with its own phases, each holding the
 * lesson's section for that phase with its minutes — by reference, so the library's later
 * corrections reach the plan. A lesson without phase headings becomes one item in „Hauptteil“.
 */
export function planFromLesson(contentId: string, card: CardCopy, id: string, now: string, newId: () => string): LessonPlan {
  const times = lessonPhaseTimes(card.sections);
  const length = card.durationMinutes ?? (times.reduce((sum, t) => sum + (t.minutes ?? 0), 0) || 45);
  const base = newPlan(id, { title: card.clickableHeader, lengthMinutes: length }, now, newId);
  const phaseSections = card.sections.flatMap((section) => {
    const name = sectionPhaseName(section.content);
    const time = name ? times.find((t) => t.phase === name) : undefined;
    return time && name ? [{ section, name, minutes: time.minutes ?? 0 }] : [];
  });
  if (phaseSections.length === 0) {
    const [, main] = sortedPhases(base);
    return addItem(base, main!.id, newId(), { kind: 'card', contentId, sectionId: null, title: '', text: '', minutes: length, card }, now)
      .plan;
  }
  let plan: LessonPlan = { ...base, phases: [] };
  for (const [index, { section, name, minutes }] of phaseSections.entries()) {
    const phaseId = newId();
    plan = {
      ...plan,
      phases: [
        ...plan.phases,
        { id: phaseId, name: name === 'Einstieg/Aufwärmen' ? 'Einstieg/Erwärmung' : name, order: index + 1, updatedAt: now, rev: 0 },
      ],
    };
    plan = addItem(
      plan,
      phaseId,
      newId(),
      { kind: 'card', contentId, sectionId: section.id, title: '', text: '', minutes, card },
      now,
    ).plan;
  }
  return plan;
}
