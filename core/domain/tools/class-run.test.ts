import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultGradeTable,
  formatLimit,
  gradeForTime,
  idleRun,
  limitsProblem,
  parseRunTime,
  recordFinish,
  removeFinish,
  runElapsed,
  runResults,
  runResultsCsv,
  startRun,
  stopRun,
  topicGrades,
  type GradeTable,
  type Limits,
  type Runner,
} from './class-run';

const T0 = Date.parse('2026-11-23T08:00:00+01:00');
const runners: Runner[] = [
  { id: 'a', name: 'Mia', gender: 'W' },
  { id: 'b', name: 'Ben', gender: 'M' },
  { id: 'c', name: 'Ülkü', gender: 'W' },
  { id: 'd', name: 'Anton', gender: 'M' },
];

describe('run', () => {
  it('takes each child’s time from the one start, once, and only while running', () => {
    let run = startRun(T0);
    run = recordFinish(run, 'a', T0 + 9_400);
    run = recordFinish(run, 'a', T0 + 12_000);
    run = recordFinish(run, 'b', T0 + 10_000);
    expect(run.finishes).toEqual([
      { studentId: 'a', at: T0 + 9_400 },
      { studentId: 'b', at: T0 + 10_000 },
    ]);
    run = removeFinish(run, 'a');
    run = recordFinish(run, 'a', T0 + 11_000);
    run = stopRun(run, T0 + 15_000);
    expect(recordFinish(run, 'c', T0 + 16_000)).toBe(run);
    expect(runElapsed(run, T0 + 99_000)).toBe(15_000);
    expect(runElapsed(idleRun, T0)).toBe(0);
  });

  it('ranks by time with shared places, grades by each gender’s table (same time, different grade), lists children without time last', () => {
    const table: GradeTable = {
      perGender: true,
      all: [1, 2, 3, 4, 5],
      W: [9_500, 10_000, 10_500, 11_000, 12_000],
      M: [9_000, 9_500, 10_000, 10_500, 11_000],
    };
    let run = startRun(T0);
    run = recordFinish(run, 'b', T0 + 9_800);
    run = recordFinish(run, 'a', T0 + 9_800);
    run = recordFinish(run, 'd', T0 + 11_500);
    const results = runResults(runners, run, table);
    expect(results.map((r) => [r.runner.name, r.place, r.time, r.grade])).toEqual([
      ['Ben', 1, 9_800, 3],
      ['Mia', 1, 9_800, 2],
      ['Anton', 3, 11_500, 6],
      ['Ülkü', null, null, null],
    ]);
    expect(topicGrades(results)).toEqual({
      b: { grade: { grade: 3, tendency: null }, comment: 'Zeit: 00:09,80' },
      a: { grade: { grade: 2, tendency: null }, comment: 'Zeit: 00:09,80' },
      d: { grade: { grade: 6, tendency: null }, comment: 'Zeit: 00:11,50' },
      c: { grade: null, comment: 'Keine Zeit gemessen' },
    });
    expect(runResultsCsv(results)).toBe(
      '\uFEFFPlatz;Name;Zeit;Note\r\n1;Ben;00:09,80;3\r\n1;Mia;00:09,80;2\r\n3;Anton;00:11,50;6\r\n;Ülkü;keine Zeit;\r\n',
    );
  });

  it('grades never get better with a slower time', () => {
    const limits = fc
      .uniqueArray(fc.integer({ min: 1, max: 600_000 }), { minLength: 5, maxLength: 5 })
      .map((values) => [...values].sort((a, b) => a - b) as Limits);
    fc.assert(
      fc.property(limits, fc.nat(700_000), fc.nat(700_000), (l, x, y) => {
        const [fast, slow] = x <= y ? [x, y] : [y, x];
        expect(gradeForTime(fast, l)).toBeLessThanOrEqual(gradeForTime(slow, l));
      }),
    );
    expect(gradeForTime(9_000, defaultGradeTable.all)).toBe(1);
    expect(gradeForTime(9_001, defaultGradeTable.all)).toBe(2);
    expect(gradeForTime(12_501, defaultGradeTable.all)).toBe(6);
  });
});

describe('grade table input', () => {
  it('reads seconds with comma or point and minutes:seconds', () => {
    expect(parseRunTime('9,5')).toBe(9_500);
    expect(parseRunTime(' 9.25 ')).toBe(9_250);
    expect(parseRunTime('12')).toBe(12_000);
    expect(parseRunTime('1:05,3')).toBe(65_300);
    expect(parseRunTime('1:75')).toBeNull();
    expect(parseRunTime('neun')).toBeNull();
    expect(parseRunTime('')).toBeNull();
    expect([9_500, 12_000, 65_300, 9_040].map(formatLimit)).toEqual(['9,5', '12', '1:05,3', '9']);
  });

  it('explains in German what is wrong with a table', () => {
    expect(limitsProblem([9_000, 9_800, 10_600, 11_500, 12_500])).toBeNull();
    expect(limitsProblem([9_000, null, 10_600, 11_500, 12_500])).toBe(
      'Bitte für jede Note eine Zeit eintragen, z. B. „9,5“ oder „1:05,0“.',
    );
    expect(limitsProblem([9_000, 8_000, 10_600, 11_500, 12_500])).toBe('Die Zeit für Note 2 muss länger sein als die für Note 1.');
    expect(limitsProblem([0, 8_000, 10_600, 11_500, 12_500])).toBe('Zeiten müssen größer als 0 sein.');
  });
});
