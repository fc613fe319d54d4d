import { describe, expect, it } from 'vitest';
import type { BjsEvent, BjsState, EventClass, ResultEntry } from '../../schemas/bundesjugendspiele';
import { bjsCsv, certificateCountText, evaluateEvent, gradebookNotes, placingText } from './evaluation';
import { newEvent } from './event';
import { resultKey } from './results';

// Klassen 3 und 4, default choice: 40-m-Lauf, Zonenweitsprung, Schlagwurf, Ausdauerlauf 15 Minuten.
const [RUN, JUMP, THROW, ENDURANCE] = ['sprint-40', 'zonenweitsprung-3', 'schlagwurf-3', 'ausdauer-15'];

const child = (id: string, name: string, gender: 'M' | 'W') => ({ id, name, gender, birthYear: null, sourceId: `gb-${id}` });

const class3a: EventClass = {
  id: 'c3a',
  name: '3a',
  grade: 3,
  sourceId: 'gb-3a',
  children: [
    child('anna', 'Anna', 'W'),
    child('berta', 'Berta', 'W'),
    child('clara', 'Clara', 'W'),
    child('dora', 'Dora', 'W'),
    child('emma', 'Emma', 'W'),
    child('fiona', 'Fiona', 'W'),
    child('ben', 'Ben', 'M'),
  ],
};
const class3b: EventClass = {
  id: 'c3b',
  name: '3b',
  grade: 3,
  sourceId: null,
  children: [{ ...child('greta', 'Greta', 'W'), sourceId: null }],
};

const entry = (exerciseId: string, childId: string, attempts: number[]): [string, ResultEntry] => [
  resultKey(exerciseId, childId),
  { eventId: 'e1', exerciseId, childId, attempts, at: '2027-06-14T09:00:00Z', by: 'Station' },
];

/**
 * Clara (75) runs slowest of the four fast ones; Dora has no Schlagwurf; Fiona was not there.
 * Fiona's and Dora's entries show how a child without results is handled.
 */
const results = Object.fromEntries([
  entry(RUN, 'anna', [71]),
  entry(RUN, 'berta', [70]),
  entry(RUN, 'clara', [75]),
  entry(RUN, 'dora', [71]),
  entry(RUN, 'emma', [80]),
  entry(JUMP, 'anna', [5, 6, 4]),
  entry(JUMP, 'berta', [6]),
  entry(JUMP, 'clara', [4, 5]),
  entry(JUMP, 'dora', [6, 2]),
  entry(JUMP, 'emma', [0, 3]),
  entry(THROW, 'anna', [7, 8]),
  entry(THROW, 'berta', [8]),
  entry(THROW, 'clara', [6]),
  entry(THROW, 'emma', [5]),
  entry(ENDURANCE, 'anna', [12]),
  entry(ENDURANCE, 'berta', [11]),
  entry(ENDURANCE, 'clara', [12]),
  entry(ENDURANCE, 'dora', [10]),
  entry(ENDURANCE, 'emma', [9]),
  entry(RUN, 'ben', [68]),
  entry(JUMP, 'ben', [7]),
  entry(THROW, 'ben', [9]),
  entry(ENDURANCE, 'ben', [13]),
  entry(RUN, 'greta', [69]),
  entry(JUMP, 'greta', [7]),
  entry(THROW, 'greta', [9]),
  entry(ENDURANCE, 'greta', [13]),
  // Another event's result for Anna must not count.
  [resultKey(RUN, 'x'), { ...entry(RUN, 'anna', [50])[1], eventId: 'other' }],
]);

const makeEvent = (change: Partial<BjsEvent> = {}): BjsEvent => ({
  ...newEvent({ id: 'e1', date: '2027-06-14', school: 'Grundschule am Park', now: '2027-06-01T00:00:00Z' }),
  classes: [class3a],
  ...change,
});
const stateOf = (event: BjsEvent): BjsState => ({ event, results, conflicts: [], deviceLabel: '' });

describe('evaluateEvent: a group computed by hand', () => {
  /*
   * Platzziffern (shared-last: Dora's missing Schlagwurf is 5th of 5):
   *          40 m      Zone      Schlagwurf  Ausdauer   Summe  Platz
   * Anna     7,1 → 2   6 → 1     8 → 1       12 → 1      5     1  Ehren
   * Berta    7,0 → 1   6 → 1     8 → 1       11 → 3      6     2  Sieger
   * Clara    7,5 → 4   5 → 4     6 → 3       12 → 1     12     3  Sieger
   * Dora     7,1 → 2   6 → 1     –   → 5     10 → 4     12     3  Sieger
   * Emma     8,0 → 5   3 → 5     5 → 4        9 → 5     19     5  Teilnahme
   * 5 children: 1 Ehren- (20 % of 5), 3 Sieger- (50 % of 5 rounded up), 1 Teilnahmeurkunde.
   * Fiona has no result at all: not there, not ranked.
   */
  const evaluation = evaluateEvent(stateOf(makeEvent()));
  const girls = evaluation.groups.find((g) => g.key === 'klasse:c3a:W');

  it('ranks the girls with Platzziffern, sums, shared places and certificates', () => {
    expect(girls?.label).toBe('Klasse 3a · Mädchen');
    expect(
      girls?.rows.map((r) => [
        r.child.name,
        r.places[RUN],
        r.places[JUMP],
        r.places[THROW],
        r.places[ENDURANCE],
        r.sum,
        r.place,
        r.certificate,
      ]),
    ).toEqual([
      ['Anna', 2, 1, 1, 1, 5, 1, 'ehren'],
      ['Berta', 1, 1, 1, 3, 6, 2, 'sieger'],
      ['Clara', 4, 4, 3, 1, 12, 3, 'sieger'],
      ['Dora', 2, 1, 5, 4, 12, 3, 'sieger'],
      ['Emma', 5, 5, 4, 5, 19, 5, 'teilnahme'],
    ]);
    expect(girls?.rows[0]?.values).toEqual({ [RUN]: 71, [JUMP]: 6, [THROW]: 8, [ENDURANCE]: 12 });
    expect(girls?.counts).toEqual({ ehren: 1, sieger: 3, teilnahme: 1 });
    expect(girls?.absent.map((m) => m.child.name)).toEqual(['Fiona']);
    expect(girls?.notRanked).toEqual([]);
    expect(placingText(girls?.rows[2] as never, girls as never)).toBe('Platz 3 von 5 · 12 Platzpunkte');
  });

  it('lists who has no result per exercise, and counts per group, class and in total', () => {
    expect(evaluation.missing.map((m) => [m.exercise.name, m.children.map((c) => c.child.name)])).toEqual([['Schlagwurf', ['Dora']]]);
    expect(evaluation.groups.map((g) => [g.label, g.counts])).toEqual([
      ['Klasse 3a · Mädchen', { ehren: 1, sieger: 3, teilnahme: 1 }],
      ['Klasse 3a · Jungen', { ehren: 1, sieger: 0, teilnahme: 0 }],
    ]);
    expect(evaluation.perClass.map((c) => [c.schoolClass.name, c.counts])).toEqual([['3a', { ehren: 2, sieger: 3, teilnahme: 1 }]]);
    expect(evaluation.total).toEqual({ ehren: 2, sieger: 3, teilnahme: 1 });
    expect(certificateCountText('sieger', 3)).toBe('3 Siegerurkunden');
    expect(certificateCountText('ehren', 1)).toBe('1 Ehrenurkunde');
  });

  it('leaves out a child with a missing exercise under the rule „nicht gewertet“', () => {
    const strict = evaluateEvent(stateOf(makeEvent({ rules: { missing: 'not-ranked', boundary: 'generous' } })));
    const group = strict.groups[0];
    // Without Dora: Anna 2+1+1+1 = 5, Berta 1+1+1+3 = 6, Clara 3+3+3+1 = 10, Emma 4+4+4+4 = 16.
    expect(group?.rows.map((r) => [r.child.name, r.sum, r.place, r.certificate])).toEqual([
      ['Anna', 5, 1, 'ehren'],
      ['Berta', 6, 2, 'sieger'],
      ['Clara', 10, 3, 'sieger'],
      ['Emma', 16, 4, 'teilnahme'],
    ]);
    expect(group?.notRanked.map((m) => [m.child.name, m.values[THROW], m.values[RUN]])).toEqual([['Dora', null, 71]]);
  });

  it('joins the classes of a Klassenstufe into one group, girls and boys apart', () => {
    const byGrade = evaluateEvent(stateOf(makeEvent({ groupBy: 'klassenstufe', classes: [class3b, class3a] })));
    const group = byGrade.groups[0];
    expect(byGrade.groups.map((g) => g.label)).toEqual(['Klassenstufe 3 · Mädchen', 'Klassenstufe 3 · Jungen']);
    expect(group?.severalClasses).toBe(true);
    // Greta (3b) is best in every exercise; everyone else moves one place down.
    expect(group?.rows.map((r) => [r.child.name, r.schoolClass.name, r.sum, r.place])).toEqual([
      ['Greta', '3b', 4, 1],
      ['Anna', '3a', 9, 2],
      ['Berta', '3a', 10, 3],
      ['Clara', '3a', 16, 4],
      ['Dora', '3a', 16, 4],
      ['Emma', '3a', 23, 6],
    ]);
    // 6 children: 2 Ehren-, 3 Sieger-, 1 Teilnahmeurkunde; per class as they fall.
    expect(group?.counts).toEqual({ ehren: 2, sieger: 3, teilnahme: 1 });
    expect(byGrade.perClass.map((c) => [c.schoolClass.name, c.counts])).toEqual([
      ['3a', { ehren: 2, sieger: 3, teilnahme: 1 }],
      ['3b', { ehren: 1, sieger: 0, teilnahme: 0 }],
    ]);
  });
});

describe('outputs', () => {
  const event = makeEvent();
  const evaluation = evaluateEvent(stateOf(event));

  it('writes a CSV with a column per exercise and its place, UTF-8 with BOM and semicolons', () => {
    const csv = bjsCsv(evaluation, event);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Gruppe;Klasse;Name;Geschlecht;40-m-Lauf;40-m-Lauf Platz;Zonenweitsprung;Zonenweitsprung Platz;Schlagwurf;Schlagwurf Platz;' +
        'Ausdauerlauf 15 Minuten;Ausdauerlauf 15 Minuten Platz;Summe;Platz;Urkunde',
    );
    expect(lines[1]).toBe('Klasse 3a · Mädchen;3a;Anna;W;7,1 s;2;Zone 6;1;Zone 8;1;12 Runden;1;5;1;Ehrenurkunde');
    expect(lines[4]).toBe('Klasse 3a · Mädchen;3a;Dora;W;7,1 s;2;Zone 6;1;–;5;10 Runden;4;12;3;Siegerurkunde');
    expect(lines[6]).toBe('Klasse 3a · Mädchen;3a;Fiona;W;–;;–;;–;;–;;;;nicht teilgenommen');
    expect(lines[7]).toBe('Klasse 3a · Jungen;3a;Ben;M;6,8 s;1;Zone 7;1;Zone 9;1;13 Runden;1;4;1;Ehrenurkunde');
    expect(lines).toHaveLength(8);
  });

  it('gives each grade-book child a comment with certificate, place, group and results', () => {
    const notes = gradebookNotes(evaluation, event);
    expect([...notes.keys()]).toEqual(['gb-3a']);
    const byStudent = Object.fromEntries((notes.get('gb-3a') ?? []).map((n) => [n.studentId, n.comment]));
    expect(byStudent['gb-anna']).toBe(
      'Ehrenurkunde · Platz 1 von 5 (Mädchen, Klasse 3a) · 40-m-Lauf 7,1 s · Zonenweitsprung Zone 6 · Schlagwurf Zone 8 · Ausdauerlauf 15 Minuten 12 Runden',
    );
    expect(byStudent['gb-dora']).toContain(
      'Siegerurkunde · Platz 3 von 5 (Mädchen, Klasse 3a) · 40-m-Lauf 7,1 s · Zonenweitsprung Zone 6 · Schlagwurf ohne Ergebnis',
    );
    expect(byStudent['gb-fiona']).toBe('Nicht teilgenommen');
    expect(byStudent['gb-ben']).toContain('Ehrenurkunde · Platz 1 von 1 (Jungen, Klasse 3a)');
  });

  it('gives no comments for a class typed in by hand (no grade-book class behind it)', () => {
    const byHand = makeEvent({ classes: [class3b] });
    expect(gradebookNotes(evaluateEvent(stateOf(byHand)), byHand).size).toBe(0);
  });
});
