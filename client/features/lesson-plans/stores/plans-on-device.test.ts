import { addItem, editHead, editItem } from '@core/domain/lesson-plan/plan-edit';
import { mergePlan } from '@core/domain/lesson-plan/plan-merge';
import { newPlan, sortedPhases, type LessonPlan } from '@core/domain/lesson-plan/plan-model';
import { describe, expect, it } from 'vitest';
import {
  addPlan,
  applyEdit,
  emptyPlans,
  forUser,
  pendingCount,
  removePlan,
  sanitizePlans,
  settleList,
  settleRemoved,
  settleSaved,
  visiblePlans,
} from './plans-on-device';

const T0 = '2026-11-26T10:00:00.000Z';
const T1 = '2026-11-26T10:05:00.000Z';
let n = 0;
const newId = () => `x${++n}`;

function plan(): LessonPlan {
  const p = newPlan('p1', { title: 'Montag' }, T0, newId);
  return addItem(
    p,
    sortedPhases(p)[0]!.id,
    'a',
    { kind: 'text', contentId: null, sectionId: null, title: 'Begrüßung', text: '', minutes: 5, card: null },
    T0,
  ).plan;
}

/** What the server answers for a first save. */
const saved = (p: LessonPlan, revision = 1) => mergePlan(null, { baseRevision: null, changed: [], plan: p }, revision, T0).plan;

describe('plans on this device', () => {
  it('queues a new plan with all its parts and forgets it when deleted before it was sent', () => {
    const state = addPlan(forUser(emptyPlans, 'u1'), plan());
    expect(state.plans.p1!.changed).toContain('kopf');
    expect(state.plans.p1!.changed).toContain('a');
    expect(pendingCount(state)).toBe(1);
    expect(removePlan(state, 'p1').plans).toEqual({});
  });

  it('keeps an edit made while the save was under way', () => {
    const first = plan();
    let state = addPlan(forUser(emptyPlans, 'u1'), first);
    const sentChanged = state.plans.p1!.changed;
    // The teacher changes minutes while the request runs.
    state = applyEdit(state, 'p1', editItem(state.plans.p1!.local, 'a', { minutes: 8 }, T1));
    state = settleSaved(state, first, sentChanged, saved(first));
    expect(state.plans.p1!.changed).toEqual(['a']);
    expect(state.plans.p1!.local.items[0]!.minutes).toBe(8);
    expect(state.plans.p1!.server!.revision).toBe(1);
  });

  it('takes the server list for unchanged plans, keeps changed ones, drops plans deleted elsewhere', () => {
    const server = saved(plan());
    let state = settleList(forUser(emptyPlans, 'u1'), [server]);
    expect(visiblePlans(state).map((p) => p.title)).toEqual(['Montag']);
    state = applyEdit(state, 'p1', editHead(server, { title: 'Dienstag' }, T1));
    const renamedElsewhere = { ...server, title: 'Mittwoch', revision: 2 };
    state = settleList(state, [renamedElsewhere]);
    expect(state.plans.p1!.local.title).toBe('Dienstag');
    expect(state.plans.p1!.server!.revision).toBe(1);
    const untouched = settleList({ ...state, plans: { p1: { ...state.plans.p1!, changed: [] } } }, []);
    expect(untouched.plans).toEqual({});
  });

  it('hides a deleted plan until the server confirms, then forgets it', () => {
    let state = settleList(forUser(emptyPlans, 'u1'), [saved(plan())]);
    state = removePlan(state, 'p1');
    expect(visiblePlans(state)).toEqual([]);
    expect(pendingCount(state)).toBe(1);
    expect(settleRemoved(state, 'p1').plans).toEqual({});
  });

  it('reads back what it stored and drops what it cannot read', () => {
    const state = addPlan(forUser(emptyPlans, 'u1'), plan());
    const stored = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(sanitizePlans(stored)).toEqual(state);
    expect(sanitizePlans({ userId: 'u1', plans: { p1: { local: 'kaputt' }, ...stored.plans } }).plans.p1).toEqual(state.plans.p1);
    expect(sanitizePlans({ userId: 'u1', plans: { x: { server: null, local: { id: 'x' }, changed: [], removed: false } } }).plans).toEqual(
      {},
    );
    expect(sanitizePlans('Müll')).toEqual(emptyPlans);
  });
});
