import { describe, expect, it } from 'vitest';
import { bjsStateSchema, type BjsEvent, type BjsState, type ResultEntry } from '../../schemas/bundesjugendspiele';
import { classFromNames, evaluationGroups, eventExercises, eventForHelpers, gradeFromClassName, newEvent } from './event';
import { betterOf, catalogueExercise, countedValue, formatValue, parseTime, tenthsFromMs } from './exercises';
import { placeNumbers } from './ranking';
import {
  emptyState,
  mergeResults,
  recordAttempts,
  replaceEvent,
  resolveConflict,
  resultKey,
  resultProblem,
  resultsToShare,
} from './results';

let counter = 0;
const nextId = () => `id${++counter}`;
const NOW = '2027-06-12T09:00:00.000Z';

function sampleEvent(): BjsEvent {
  counter = 0;
  const event = newEvent({ id: 'ev1', date: '2027-06-12', school: 'Grundschule am Park', now: NOW });
  return {
    ...event,
    classes: [
      classFromNames(
        '3a',
        3,
        [
          { name: 'Anna', gender: 'W' },
          { name: 'Ben', gender: 'M' },
          { name: 'Cem', gender: 'M' },
        ],
        nextId,
      ),
      classFromNames('1b', 1, [{ name: 'Dana', gender: 'W' }], nextId),
    ],
  };
}

const entry = (over: Partial<ResultEntry> = {}): ResultEntry => ({
  eventId: 'ev1',
  exerciseId: 'zonenweitsprung-3',
  childId: 'id2',
  attempts: [4, 6],
  at: NOW,
  by: 'Station A',
  ...over,
});

const stateWith = (results: ResultEntry[] = []): BjsState => ({
  ...emptyState(),
  event: sampleEvent(),
  results: Object.fromEntries(results.map((r) => [resultKey(r.exerciseId, r.childId), r])),
});

describe('exercise values', () => {
  it('reads typed times in tenths, with comma or point, and refuses what is no time', () => {
    expect(parseTime('6,4')).toBe(64);
    expect(parseTime('6.4')).toBe(64);
    expect(parseTime(' 7 ')).toBe(70);
    expect(parseTime('12,35')).toBe(124);
    expect(parseTime('6,4 s')).toBe(64);
    for (const bad of ['', 'abc', '0', '-5', '6:40', '1,2,3']) expect(parseTime(bad)).toBeNull();
  });

  it('rounds stopwatch times up to the next tenth, as hand timing does', () => {
    expect(tenthsFromMs(6400)).toBe(64);
    expect(tenthsFromMs(6401)).toBe(65);
    expect(tenthsFromMs(6499)).toBe(65);
  });

  it('ranks the endurance run’s three outcomes as the handbook’s „Wertung“ does', () => {
    // geschafft = 1; more than half = number of 1s + 1; less than half = 1s + more-than-half + 1;
    // nicht angetreten = the size of the group.
    const places = placeNumbers(
      [
        { childId: 'A', value: 3 },
        { childId: 'B', value: 3 },
        { childId: 'C', value: 2 },
        { childId: 'D', value: 1 },
        { childId: 'E', value: null },
      ],
      betterOf('mastery'),
    );
    expect(Object.fromEntries(places)).toEqual({ A: 1, B: 1, C: 3, D: 4, E: 5 });
    expect(formatValue('mastery', 2)).toBe('mehr als die Hälfte');
  });

  it('counts the best attempt: the lowest time, the highest zone or count', () => {
    const best = (measure: 'time' | 'zones' | 'count') => ({ measure, aggregate: 'best' as const, attempts: 3 });
    expect(countedValue(best('time'), [71, 68, 70])).toBe(68);
    expect(countedValue(best('zones'), [0, 5, 4])).toBe(5);
    expect(countedValue(best('count'), [])).toBeNull();
    expect(formatValue('time', 68)).toBe('6,8 s');
    expect(formatValue('zones', 0)).toBe('ungültig');
    expect(formatValue('count', 12, 'Runden')).toBe('12 Runden');
  });

  it('adds both 30-m runs of classes 1/2 (handbook), and only once both are in', () => {
    const sprint = catalogueExercise('sprint-30');
    expect(sprint).toMatchObject({ attempts: 2, aggregate: 'sum', measure: 'time' });
    if (!sprint) return;
    expect(countedValue(sprint, [61, 64])).toBe(125);
    expect(countedValue(sprint, [61])).toBeNull();
    expect(formatValue('time', 125)).toBe('12,5 s');
    // Placed like any time: the lower sum is better.
    const places = placeNumbers(
      [
        { childId: 'A', value: countedValue(sprint, [61, 64]) },
        { childId: 'B', value: countedValue(sprint, [60, 63]) },
      ],
      betterOf('time'),
    );
    expect(Object.fromEntries(places)).toEqual({ B: 1, A: 2 });
  });
});

describe('the event', () => {
  it('reads the grade from a class name', () => {
    expect(gradeFromClassName('3b')).toBe(3);
    expect(gradeFromClassName(' 1 a')).toBe(1);
    expect(gradeFromClassName('Igel')).toBeNull();
    expect(gradeFromClassName('12a')).toBeNull();
  });

  it('starts with the first exercise of each block per band and passes its own schema', () => {
    const event = sampleEvent();
    expect(eventExercises(event, '1-2').map((e) => e.block)).toEqual(['laufen', 'springen', 'werfen', 'ausdauer']);
    expect(eventExercises(event, '3-4').map((e) => e.id)).toEqual(['sprint-40', 'zonenweitsprung-3', 'schlagwurf-3', 'ausdauer-15']);
    expect(bjsStateSchema.safeParse({ ...emptyState(), event }).success).toBe(true);
  });

  it('groups per class or per Klassenstufe, girls and boys apart, empty groups left out', () => {
    const event = sampleEvent();
    expect(evaluationGroups(event).map((g) => [g.label, g.members.map((m) => m.child.name)])).toEqual([
      ['Klasse 1b · Mädchen', ['Dana']],
      ['Klasse 3a · Mädchen', ['Anna']],
      ['Klasse 3a · Jungen', ['Ben', 'Cem']],
    ]);
    const second = classFromNames('3b', 3, [{ name: 'Ella', gender: 'W' }], () => 'x1');
    const byGrade = evaluationGroups({ ...event, groupBy: 'klassenstufe', classes: [...event.classes, second] });
    expect(byGrade.map((g) => [g.label, g.members.map((m) => m.child.name)])).toEqual([
      ['Klassenstufe 1 · Mädchen', ['Dana']],
      ['Klassenstufe 3 · Mädchen', ['Anna', 'Ella']],
      ['Klassenstufe 3 · Jungen', ['Ben', 'Cem']],
    ]);
  });

  it('gives helpers no grade-book ids', () => {
    const event = sampleEvent();
    const withSource = {
      ...event,
      classes: event.classes.map((c) => ({ ...c, sourceId: 'gb', children: c.children.map((k) => ({ ...k, sourceId: 'gbk' })) })),
    };
    const shared = eventForHelpers(withSource);
    expect(JSON.stringify(shared)).not.toContain('gb');
    expect(shared.classes[0]?.children[0]?.name).toBe('Anna');
  });
});

describe('results at a station', () => {
  it('records, corrects and removes one child’s attempts', () => {
    let results = recordAttempts({}, { eventId: 'ev1', exerciseId: 'schlagwurf-3', childId: 'id2', attempts: [3], at: NOW, by: 'A' });
    results = recordAttempts(results, { eventId: 'ev1', exerciseId: 'schlagwurf-3', childId: 'id2', attempts: [3, 7], at: NOW, by: 'A' });
    expect(results[resultKey('schlagwurf-3', 'id2')]?.attempts).toEqual([3, 7]);
    results = recordAttempts(results, { eventId: 'ev1', exerciseId: 'schlagwurf-3', childId: 'id2', attempts: [], at: NOW, by: 'A' });
    expect(results).toEqual({});
  });

  it('says why a result does not fit the event', () => {
    const event = sampleEvent();
    expect(resultProblem(event, entry())).toBeNull();
    expect(resultProblem(event, entry({ eventId: 'other' }))).toMatch(/anderen Veranstaltung/);
    expect(resultProblem(event, entry({ childId: 'nobody' }))).toMatch(/Kind nicht/);
    expect(resultProblem(event, entry({ exerciseId: 'schlagwurf-1' }))).toMatch(/Klassenstufe/);
    expect(resultProblem(event, entry({ attempts: [1, 2, 3, 4] }))).toMatch(/zu viele Versuche \(erlaubt: 3\)/);
    expect(resultProblem(event, entry({ attempts: [11] }))).toMatch(/passt nicht/);
  });
});

describe('several phones, one result', () => {
  it('adds new results, counts identical ones once, and turns different ones into a conflict without overwriting', () => {
    const state = stateWith([entry({ attempts: [4, 6] })]);
    const incoming = [
      entry({ attempts: [4, 6], by: 'Station B' }),
      entry({ childId: 'id3', attempts: [5] }),
      entry({ exerciseId: 'sprint-40', childId: 'id2', attempts: [71] }),
      entry({ childId: 'nobody' }),
    ];
    const { state: merged, report } = mergeResults(state, incoming);
    expect(report).toMatchObject({ added: 2, same: 1, conflicts: 0 });
    expect(report.rejected.map((r) => r.reason)).toEqual(['Kind nicht in dieser Veranstaltung']);

    const { state: conflicted, report: second } = mergeResults(merged, [entry({ attempts: [4, 7], by: 'Station B' })]);
    expect(second.conflicts).toBe(1);
    expect(conflicted.results[resultKey('zonenweitsprung-3', 'id2')]?.attempts).toEqual([4, 6]);
    // The same file again: no second conflict.
    const { state: again, report: third } = mergeResults(conflicted, [entry({ attempts: [4, 7], by: 'Station B' })]);
    expect(third).toMatchObject({ added: 0, conflicts: 0, same: 1 });
    expect(again.conflicts).toHaveLength(1);
  });

  it('keeps or takes the other phone’s result only when the organiser decides', () => {
    const { state } = mergeResults(stateWith([entry({ attempts: [4, 6] })]), [entry({ attempts: [4, 7], by: 'Station B' })]);
    const conflict = state.conflicts[0];
    if (!conflict) throw new Error('expected a conflict');
    const kept = resolveConflict(state, conflict, 'current', NOW);
    expect(kept.results[resultKey('zonenweitsprung-3', 'id2')]?.attempts).toEqual([4, 6]);
    expect(kept.conflicts).toEqual([]);
    const taken = resolveConflict(state, conflict, 'incoming', '2027-06-12T10:00:00.000Z');
    expect(taken.results[resultKey('zonenweitsprung-3', 'id2')]).toMatchObject({ attempts: [4, 7], by: 'Station B' });
  });

  it('shares one station’s results or all, and keeps results when a newer version of the same event arrives', () => {
    const state = stateWith([entry(), entry({ exerciseId: 'sprint-40', attempts: [70] })]);
    expect(resultsToShare(state, 'sprint-40')).toHaveLength(1);
    expect(resultsToShare(state)).toHaveLength(2);
    const event = state.event as BjsEvent;
    const smaller = { ...event, classes: event.classes.map((c) => ({ ...c, children: c.children.filter((k) => k.name !== 'Ben') })) };
    const { state: next, orphaned } = replaceEvent(state, smaller);
    expect(Object.keys(next.results)).toHaveLength(2);
    expect(orphaned).toHaveLength(0);
    const withoutAnna = { ...event, classes: event.classes.map((c) => ({ ...c, children: c.children.filter((k) => k.name !== 'Anna') })) };
    expect(replaceEvent(state, withoutAnna).orphaned).toHaveLength(2);
    // Another event: this phone's results belonged to the old one.
    expect(replaceEvent(state, { ...event, id: 'ev2' }).state.results).toEqual({});
  });
});
