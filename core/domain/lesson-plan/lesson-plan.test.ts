import { describe, expect, it } from 'vitest';
import { addItem, addPhase, copyPlan, editHead, editItem, moveItem, movePhase, planFromLesson, removeItem, removePhase } from './plan-edit';
import { mergePlan } from './plan-merge';
import { planMaterial } from './plan-material';
import {
  HEAD_ID,
  itemsInRunOrder,
  itemTitle,
  newPlan,
  plansByDate,
  sortedPhases,
  timeBalance,
  type CardCopy,
  type LessonPlan,
} from './plan-model';

const T0 = '2026-11-26T10:00:00.000Z';
const T1 = '2026-11-26T10:05:00.000Z';
const T2 = '2026-11-26T10:10:00.000Z';

function ids() {
  let n = 0;
  return () => `id${++n}`;
}

function card(over: Partial<CardCopy> = {}): CardCopy {
  return {
    collection: 'fangspiele',
    clickableHeader: 'Schwarzer Mann',
    contentHeader: null,
    sections: [{ id: 's1', content: '## Material\n- 1 Seilchen je Kind\n- 8 Hütchen\n- 1 Softball je 4 Kinder\n- 1 Parteiband je Team' }],
    materials: ['Seilchen', 'Hütchen'],
    durationMinutes: 10,
    updatedAt: T0,
    ...over,
  };
}

function planWithItems(): LessonPlan {
  const newId = ids();
  let plan = newPlan('p1', { title: 'Montag 3b' }, T0, newId);
  const [warm, main] = sortedPhases(plan);
  plan = addItem(
    plan,
    warm!.id,
    'a',
    { kind: 'text', contentId: null, sectionId: null, title: 'Begrüßung', text: '', minutes: 5, card: null },
    T0,
  ).plan;
  plan = addItem(
    plan,
    main!.id,
    'b',
    { kind: 'card', contentId: 'c1', sectionId: null, title: '', text: '', minutes: 15, card: card() },
    T0,
  ).plan;
  return plan;
}

/** The plan as the server stored it first (revision 1). */
function stored(): LessonPlan {
  return mergePlan(null, { baseRevision: null, changed: [], plan: planWithItems() }, 1, T0).plan;
}

describe('plan model', () => {
  it('balances minutes against the length in German', () => {
    const plan = planWithItems();
    expect(timeBalance(plan)).toEqual({ minutes: 25, text: '25 Minuten übrig', tone: 'left' });
    expect(timeBalance({ ...plan, lengthMinutes: 20 }).text).toBe('Passt genau');
    expect(timeBalance({ ...plan, lengthMinutes: 19 }).text).toBe('1 Minute zu viel');
    expect(timeBalance({ ...plan, lengthMinutes: 13 }).text).toBe('7 Minuten zu viel');
  });

  it('lists today first, then coming, then past, then undated', () => {
    const p = (title: string, date: string | null, updatedAt = T0) => ({ title, date, updatedAt });
    const sorted = plansByDate(
      [
        p('alt', '2026-11-20'),
        p('ohne', null),
        p('morgen', '2026-11-27'),
        p('heute', '2026-11-26'),
        p('später', '2026-12-01'),
        p('älter', '2026-11-01'),
      ],
      '2026-11-26',
    );
    expect(sorted.map((x) => x.title)).toEqual(['heute', 'morgen', 'später', 'alt', 'älter', 'ohne']);
  });

  it('names card items by their section heading', () => {
    const c = card({ clickableHeader: 'Stunde 1: Laufen', sections: [{ id: 'h', content: '## Hauptteil (25 Minuten)\nText' }] });
    expect(itemTitle({ title: '', card: c, sectionId: 'h' })).toBe('Stunde 1: Laufen: Hauptteil');
    expect(itemTitle({ title: 'Eigener', card: c, sectionId: 'h' })).toBe('Eigener');
    const named = card({
      sections: [
        { id: 'e', content: '## Einstieg/Aufwärmen (10 Minuten)\n**Elefant und Katze (6 Minuten):** …\n\n**Schattenlauf (4 Minuten):** …' },
      ],
    });
    expect(itemTitle({ title: '', card: named, sectionId: 'e' })).toBe('Elefant und Katze, Schattenlauf');
  });
});

describe('plan edits', () => {
  it('moves items within and across phases and reports what changed', () => {
    let plan = planWithItems();
    const edit = moveItem(plan, 'b', -1, T1);
    expect(edit.changed).toEqual(['b']);
    plan = edit.plan;
    expect(itemsInRunOrder(plan).map((i) => i.id)).toEqual(['a', 'b']);
    expect(plan.items.find((i) => i.id === 'b')!.phaseId).toBe(sortedPhases(plan)[0]!.id);
    expect(moveItem(plan, 'b', -1, T1).changed).toEqual(['b', 'a']);
  });

  it('removes a phase with its items and swaps phases', () => {
    const plan = planWithItems();
    const [warm, main] = sortedPhases(plan);
    expect(movePhase(plan, main!.id, -1, T1).plan.phases.find((p) => p.id === main!.id)!.order).toBe(warm!.order);
    const removed = removePhase(plan, warm!.id, T1);
    expect(removed.changed).toEqual([warm!.id, 'a']);
    expect(removed.plan.items.map((i) => i.id)).toEqual(['b']);
  });

  it('copies a plan with new ids throughout', () => {
    const copy = copyPlan(planWithItems(), 'p2', 'Kopie', T1, ids());
    expect(copy.revision).toBe(0);
    expect(copy.items.every((i) => copy.phases.some((p) => p.id === i.phaseId))).toBe(true);
    expect(copy.items.map((i) => i.id)).not.toContain('a');
  });

  it('turns a series lesson into phases with minutes', () => {
    const lesson = card({
      clickableHeader: 'Stunde 2: Springen',
      durationMinutes: 45,
      sections: [
        { id: 'm', content: '## Material\n- 6 Reifen' },
        { id: 'e', content: '## Einstieg/Aufwärmen (10 Minuten)\n…' },
        { id: 'h', content: '## Hauptteil (27 Minuten)\n…' },
        { id: 'a', content: '## Abschluss (8 Minuten)\n…' },
      ],
    });
    const plan = planFromLesson('c9', lesson, 'p3', T0, ids());
    expect(sortedPhases(plan).map((p) => p.name)).toEqual(['Einstieg/Erwärmung', 'Hauptteil', 'Abschluss']);
    expect(itemsInRunOrder(plan).map((i) => [i.sectionId, i.minutes])).toEqual([
      ['e', 10],
      ['h', 27],
      ['a', 8],
    ]);
    expect(timeBalance(plan).text).toBe('Passt genau');
  });
});

describe('merging two devices', () => {
  it('keeps both devices’ changes to different parts', () => {
    const server = stored();
    // Phone changes item a, laptop (same base) changes item b.
    const phone = editItem(server, 'a', { minutes: 7 }, T1);
    const afterPhone = mergePlan(server, { baseRevision: 1, changed: phone.changed, plan: phone.plan }, 2, T1);
    const laptop = editItem(server, 'b', { minutes: 20 }, T2);
    const afterLaptop = mergePlan(afterPhone.plan, { baseRevision: 1, changed: laptop.changed, plan: laptop.plan }, 3, T2);
    expect(afterLaptop.conflicts).toEqual([]);
    expect(afterLaptop.plan.items.map((i) => [i.id, i.minutes])).toEqual([
      ['a', 7],
      ['b', 20],
    ]);
    expect(afterLaptop.plan.revision).toBe(3);
  });

  it('lets the later change of the same item win and names the conflict', () => {
    const server = stored();
    const laterOnPhone = editItem(server, 'a', { title: 'Später' }, T2);
    const earlierOnLaptop = editItem(server, 'a', { title: 'Früher' }, T1);
    const first = mergePlan(server, { baseRevision: 1, changed: ['a'], plan: laterOnPhone.plan }, 2, T2).plan;
    const second = mergePlan(first, { baseRevision: 1, changed: ['a'], plan: earlierOnLaptop.plan }, 3, T2);
    expect(second.plan.items.find((i) => i.id === 'a')!.title).toBe('Später');
    expect(second.conflicts).toEqual([{ id: 'a', kind: 'item', kept: 'stored', overwritten: true }]);
  });

  it('never loses an edit to a removal made elsewhere', () => {
    const server = stored();
    const edited = mergePlan(server, { baseRevision: 1, changed: ['a'], plan: editItem(server, 'a', { minutes: 9 }, T1).plan }, 2, T1).plan;
    const removal = removeItem(server, 'a', T2);
    const result = mergePlan(edited, { baseRevision: 1, changed: removal.changed, plan: removal.plan }, 3, T2);
    expect(result.plan.items.find((i) => i.id === 'a')!.minutes).toBe(9);
    expect(result.conflicts[0]).toMatchObject({ id: 'a', kept: 'stored', overwritten: false });
    // Without a change meanwhile the removal counts.
    expect(mergePlan(server, { baseRevision: 1, changed: ['a'], plan: removal.plan }, 2, T2).plan.items.map((i) => i.id)).toEqual(['b']);
  });

  it('moves an item added to a phase removed elsewhere into the last phase', () => {
    const server = stored();
    const [warm] = sortedPhases(server);
    const removed = mergePlan(server, { baseRevision: 1, ...removePhase(server, warm!.id, T1) }, 2, T1).plan;
    const added = addItem(
      server,
      warm!.id,
      'n',
      { kind: 'text', contentId: null, sectionId: null, title: 'Neu', text: '', minutes: 3, card: null },
      T1,
    );
    const result = mergePlan(removed, { baseRevision: 1, ...added }, 3, T2).plan;
    const lastPhase = sortedPhases(result).at(-1)!;
    expect(result.items.find((i) => i.id === 'n')!.phaseId).toBe(lastPhase.id);
  });

  it('head changes: later wins, an unchanged head is not touched', () => {
    const server = stored();
    const renamed = editHead(server, { title: 'Dienstag' }, T1);
    const first = mergePlan(server, { baseRevision: 1, ...renamed }, 2, T1).plan;
    expect(first.title).toBe('Dienstag');
    const other = addPhase(server, 'x', 'Spiel', T2);
    const second = mergePlan(first, { baseRevision: 1, ...other }, 3, T2);
    expect(second.plan.title).toBe('Dienstag');
    expect(second.plan.phases.map((p) => p.name)).toContain('Spiel');
    expect(second.conflicts).toEqual([]);
    const conflicting = mergePlan(
      first,
      { baseRevision: 1, changed: [HEAD_ID], plan: editHead(server, { title: 'Mittwoch' }, T2).plan },
      3,
      T2,
    );
    expect(conflicting.plan.title).toBe('Mittwoch');
    expect(conflicting.conflicts).toEqual([{ id: HEAD_ID, kind: 'head', kept: 'incoming', overwritten: true }]);
  });

  it('changes nothing for a change the server already has (a retried request)', () => {
    const server = stored();
    const edit = editItem(server, 'a', { minutes: 6 }, T1);
    const once = mergePlan(server, { baseRevision: 1, ...edit }, 2, T1).plan;
    const twice = mergePlan(once, { baseRevision: 1, ...edit }, 3, T2);
    expect(twice.plan.revision).toBe(2);
    expect(twice.conflicts).toEqual([]);
  });
});

describe('plan material', () => {
  it('counts per child, pair and group for the class and takes the largest need', () => {
    const plan = planWithItems();
    const withSecond = addItem(
      plan,
      sortedPhases(plan)[1]!.id,
      'c',
      {
        kind: 'card',
        contentId: 'c2',
        sectionId: null,
        title: '',
        text: '',
        minutes: 10,
        card: card({ clickableHeader: 'Kettenfangen', sections: [{ id: 'x', content: '## Material\n- 12 Hütchen' }] }),
      },
      T0,
    ).plan;
    const needs = planMaterial(withSecond.items, 26);
    expect(needs.map((n) => n.label)).toEqual(['12 Hütchen', '1 Parteiband je Team', '7 Softbälle', '26 Springseile']);
    expect(needs.find((n) => n.key === 'Hütchen')!.from).toEqual(['Schwarzer Mann', 'Kettenfangen']);
    expect(planMaterial(withSecond.items, null).map((n) => n.label)).toContain('1 Springseil je Kind');
    // A number that is already the total stays the total.
    const totals = addItem(
      plan,
      sortedPhases(plan)[1]!.id,
      'd',
      {
        kind: 'card',
        contentId: 'c3',
        sectionId: null,
        title: '',
        text: '',
        minutes: 5,
        card: card({
          clickableHeader: 'Rollbrett',
          sections: [{ id: 'y', content: '## Material\n- 14 Rollbretter, je Paar eins\n- 25 Gymnastikbälle (einer je Kind)' }],
        }),
      },
      T0,
    ).plan;
    const labels = planMaterial(
      totals.items.filter((i) => i.id === 'd'),
      28,
    ).map((n) => n.label);
    expect(labels).toEqual(['25 Gymnastikbälle', '14 Rollbretter']);
  });
});
