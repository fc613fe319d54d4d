import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classAverage,
  formatGradedAverage,
  formatTermProposal,
  GRADE_CHOICES,
  gradeCellLabel,
  gradeFromStored,
  gradeLabel,
  gradeNumber,
  gradeValue,
  isGradeValue,
  isTopicWeight,
  parseGrade,
  parseTopicWeight,
  proposeTermGrade,
  tendencyStepLabel,
  weightedAverage,
  weightLabel,
  type GradeValue,
} from './grading';

const g = (text: string): GradeValue => {
  const parsed = parseGrade(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('grades with tendency', () => {
  it('counts 2+ as 1,7 and 2− as 2,3 at the default step, and as the class sets', () => {
    expect(gradeNumber(g('2+'))).toBe(1.7);
    expect(gradeNumber(g('2-'))).toBe(2.3);
    expect(gradeNumber(g('2'))).toBe(2);
    expect(gradeNumber(g('2+'), 0.25)).toBe(1.75);
    expect(gradeNumber(g('3-'), 0.33)).toBe(3.33);
    expect(gradeNumber(g('5-'))).toBe(5.3);
    expect(gradeNumber(null)).toBeNull();
    expect(tendencyStepLabel(0.33)).toBe('0,33');
  });

  it('counts 1+ below 1 and refuses 6+ and 6−', () => {
    expect(gradeNumber(g('1+'))).toBe(0.7);
    expect(() => gradeValue(6, 'minus')).toThrow(RangeError);
    expect(() => gradeValue(6, 'plus')).toThrow(RangeError);
    expect(() => gradeValue(0)).toThrow(RangeError);
    expect(isGradeValue({ grade: 6, tendency: 'minus' })).toBe(false);
    expect(isGradeValue({ grade: 2.5, tendency: null })).toBe(false);
    expect(isGradeValue(null)).toBe(true);
  });

  it('refuses a tendency step the class cannot choose', () => {
    expect(() => gradeNumber(g('2+'), 0.5 as never)).toThrow(RangeError);
  });

  it('keeps a stored whole grade exactly as it was (old 1s stay 1s)', () => {
    expect(gradeFromStored(1)).toEqual({ grade: 1, tendency: null });
    expect(gradeNumber(gradeFromStored(1))).toBe(1);
  });

  it('labels with a real minus sign and says „nicht bewertet“', () => {
    expect(gradeLabel(g('2-'))).toBe('2\u2212');
    expect(gradeLabel(g('2+'))).toBe('2+');
    expect(gradeLabel(null)).toBe('nicht bewertet');
    expect(gradeCellLabel(null)).toBe('–');
    expect(GRADE_CHOICES.map(gradeLabel).join(' ')).toBe('1+ 1 1− 2+ 2 2− 3+ 3 3− 4+ 4 4− 5+ 5 5− 6');
  });

  it('reads what a teacher types', () => {
    for (const text of ['2-', '2 -', ' 2– ', '2−', '2—']) expect(g(text)).toEqual({ grade: 2, tendency: 'minus' });
    expect(g('2 +')).toEqual({ grade: 2, tendency: 'plus' });
    expect(g('4')).toEqual({ grade: 4, tendency: null });
    for (const text of ['', '  ', '-', '–', 'nb', 'NB', 'n. b.', 'nicht bewertet']) expect(g(text)).toBeNull();
  });

  it('answers anything else with a German sentence', () => {
    expect(parseGrade('7')).toEqual({
      ok: false,
      message: '„7“ ist keine Note. Bitte 1 bis 6 eingeben, mit Tendenz z. B. „2+“ oder „2−“, oder „nb“ für nicht bewertet.',
    });
    for (const text of ['0', '2,5', '1-2', '+2', 'gut', '22']) expect(parseGrade(text).ok).toBe(false);
    expect(parseGrade('6-')).toEqual({ ok: false, message: 'Die 6 hat keine Tendenz. Bitte „6“ oder „5−“ eingeben.' });
  });

  it('reads back every label it writes', () => {
    for (const value of [...GRADE_CHOICES, null]) expect(g(gradeLabel(value))).toEqual(value);
  });
});

describe('weights', () => {
  it('allows 0,5 to 5 in halves', () => {
    expect([0.5, 1, 1.5, 5].every(isTopicWeight)).toBe(true);
    expect([0, 0.25, 5.5, -1, NaN, 1.2].some(isTopicWeight)).toBe(false);
    expect(parseTopicWeight(' 1,5 ')).toEqual({ ok: true, weight: 1.5 });
    expect(parseTopicWeight('0')).toMatchObject({ ok: false });
    expect(parseTopicWeight('zwei')).toMatchObject({ ok: false });
    expect(weightLabel(1)).toBe('');
    expect(weightLabel(1.5)).toBe('×1,5');
  });
});

describe('averages', () => {
  it('count only given grades and say from how many', () => {
    const result = classAverage([g('2'), null, g('3'), null]);
    expect(result).toEqual({ average: 2.5, graded: 2, total: 4 });
    expect(formatGradedAverage(result)).toBe('2,50 · 2 von 4 bewertet');
    expect(formatGradedAverage(classAverage([null, null]))).toBe('nicht bewertet');
    expect(classAverage([])).toEqual({ average: null, graded: 0, total: 0 });
  });

  it('a new topic with nothing entered does not read 1,00', () => {
    expect(classAverage(Array.from({ length: 24 }, () => null)).average).toBeNull();
  });

  it('18 of 24 graded', () => {
    const grades = [
      ...Array.from({ length: 12 }, () => g('2')),
      ...Array.from({ length: 6 }, () => g('3+')),
      ...Array.from({ length: 6 }, () => null),
    ];
    expect(formatGradedAverage(classAverage(grades))).toBe('2,23 · 18 von 24 bewertet');
  });

  it('weights topics, and a topic not graded counts with no weight at all', () => {
    const result = weightedAverage([{ value: g('1'), weight: 2 }, { value: g('4') }, { value: null, weight: 5 }]);
    expect(result).toEqual({ average: 2, graded: 2, total: 3 });
    expect(
      weightedAverage([
        { value: g('2+'), weight: 1.5 },
        { value: g('3-'), weight: 0.5 },
      ]).average,
    ).toBe(2.1);
  });

  it('rounds half up in hundredths without drift', () => {
    // 2+ 2− 3 2 at step 0,25 → (1,75 + 2,25 + 3 + 2) / 4 = 2,25
    expect(
      weightedAverage(
        [g('2+'), g('2-'), g('3'), g('2')].map((value) => ({ value })),
        0.25,
      ).average,
    ).toBe(2.25);
    // 1 and 2 weighted 1 : 7 → 1,875 → 1,88
    expect(
      weightedAverage([
        { value: g('1'), weight: 0.5 },
        { value: g('2'), weight: 3.5 },
      ]).average,
    ).toBe(1.88);
  });

  it('refuses a weight outside the rule', () => {
    expect(() => weightedAverage([{ value: g('2'), weight: 0 }])).toThrow(RangeError);
  });

  it('lies between the best and the worst grade given (property)', () => {
    const cell = fc.record({
      value: fc.option(fc.constantFrom(...GRADE_CHOICES), { nil: null }),
      weight: fc.integer({ min: 1, max: 10 }).map((halves) => halves / 2),
    });
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 40 }), fc.constantFrom(0.25, 0.3, 0.33 as const), (cells, step) => {
        const result = weightedAverage(cells, step);
        const numbers = cells.map((c) => gradeNumber(c.value, step)).filter((n): n is number => n !== null);
        expect(result.graded).toBe(numbers.length);
        expect(result.total).toBe(cells.length);
        if (numbers.length === 0) {
          expect(result.average).toBeNull();
          return;
        }
        expect(result.average).toBeGreaterThanOrEqual(Math.min(...numbers));
        expect(result.average).toBeLessThanOrEqual(Math.max(...numbers));
      }),
    );
  });
});

describe('term-grade proposal', () => {
  it('rounds below x,50 to the better and above it to the worse grade', () => {
    expect(proposeTermGrade(2.38)).toEqual({ grade: 2, average: 2.38 });
    expect(proposeTermGrade(2.49)?.grade).toBe(2);
    expect(proposeTermGrade(2.51)?.grade).toBe(3);
    expect(proposeTermGrade(2.51, 'better')?.grade).toBe(3);
    expect(proposeTermGrade(2.49, 'worse')?.grade).toBe(2);
  });

  it('decides x,50 as the school does; the worse grade by default', () => {
    expect(proposeTermGrade(2.5)?.grade).toBe(3);
    expect(proposeTermGrade(2.5, 'better')?.grade).toBe(2);
    expect(proposeTermGrade(5.5, 'worse')?.grade).toBe(6);
    expect(proposeTermGrade(1.5, 'better')?.grade).toBe(1);
  });

  it('starts from the average as shown and never proposes below 1', () => {
    const result = weightedAverage([{ value: g('2') }, { value: g('3') }]);
    expect(proposeTermGrade(result, 'better')?.grade).toBe(2);
    expect(proposeTermGrade(weightedAverage([{ value: g('1+') }, { value: g('1') }]))).toEqual({ grade: 1, average: 0.85 });
    expect(proposeTermGrade(6)?.grade).toBe(6);
  });

  it('is null when nothing is graded, and formats both', () => {
    expect(proposeTermGrade(classAverage([null]))).toBeNull();
    expect(proposeTermGrade(null)).toBeNull();
    expect(formatTermProposal(proposeTermGrade(2.38))).toBe('Vorschlag: 2 (2,38)');
    expect(formatTermProposal(null)).toBe('Kein Vorschlag – nicht bewertet');
  });
});
