import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRADE_CHOICES } from '@core/domain/gradebook/grading';

/**
 * Issue 19's property: whatever sequence of real store actions a teacher performs (including
 * refused ones: too long, too many, unreadable lines), the state they leave behind loads back
 * unchanged through the versioned storage, and nothing is kept aside. Before the limits were
 * enforced, a 201st child or a 501-character comment was accepted and hid data on the next load.
 */
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const stores = await import('./gradebook-stores');
  const { gradebook } = await import('./gradebook-actions');
  return { ...stores, gradebook };
}

type Loaded = Awaited<ReturnType<typeof load>>;

const name = fc.oneof(fc.string({ maxLength: 90 }), fc.constantFrom('7b', '  3a ', 'Ä'.repeat(41), 'ß'.repeat(81), ''));
const gender = fc.constantFrom('M' as const, 'W' as const);
const pick = fc.nat({ max: 50 });
// Sizes and lengths around the limits, so short sequences reach them (fast-check favours small values).
const count = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(99, 100, 150, 199, 200, 201));
const comment = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('x'.repeat(500), 'ü'.repeat(501)));
// Every grade a teacher can pick, „nicht bewertet“ included (issue 25).
const grade = fc.constantFrom(null, ...GRADE_CHOICES);
// Weights as typed: valid ones and ones the screen refuses.
const weight = fc.oneof(fc.constantFrom('1', '0,5', '1,5', '2', '5', '0', '5,5', '1,3', 'doppelt', ''), fc.string({ maxLength: 4 }));
const often = <T>(arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight: 3 });
const action = fc.oneof(
  often(fc.record({ type: fc.constant('createClass' as const), name })),
  fc.record({ type: fc.constant('renameClass' as const), pick, name }),
  fc.record({ type: fc.constant('deleteClass' as const), pick }),
  fc.record({ type: fc.constant('selectClass' as const), pick }),
  fc.record({ type: fc.constant('addStudent' as const), pick, name, gender }),
  often(
    fc.record({
      type: fc.constant('addStudentList' as const),
      pick,
      count,
      suffix: fc.constantFrom('', ';W', ';M', '\tw', ';X'),
      extra: fc.string({ maxLength: 90 }),
    }),
  ),
  fc.record({ type: fc.constant('updateStudent' as const), pick, student: pick, name, gender }),
  fc.record({ type: fc.constant('deleteStudent' as const), pick, student: pick }),
  often(fc.record({ type: fc.constant('createTopic' as const), pick, name })),
  fc.record({ type: fc.constant('renameTopic' as const), pick, name }),
  fc.record({ type: fc.constant('deleteTopic' as const), pick }),
  often(fc.record({ type: fc.constant('setGrade' as const), pick, student: pick, grade })),
  fc.record({ type: fc.constant('setTopicWeight' as const), pick, weight }),
  often(fc.record({ type: fc.constant('setComment' as const), pick, student: pick, comment })),
  fc.record({ type: fc.constant('applyGrades' as const), pick, grade, comment }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const at = <T>(list: readonly T[], i: number): T | undefined => (list.length === 0 ? undefined : list[i % list.length]);

function run({ gradebook, useClassesStore, usePerformanceStore }: Loaded, a: Action) {
  const classes = useClassesStore.getState().classes;
  const topics = usePerformanceStore.getState().topics;
  const c = at(classes, 'pick' in a ? a.pick : 0);
  const t = at(topics, 'pick' in a ? a.pick : 0);
  switch (a.type) {
    case 'createClass':
      return gradebook.createClass(a.name);
    case 'renameClass':
      return c && gradebook.renameClass(c.id, a.name);
    case 'deleteClass':
      return c && gradebook.deleteClass(c.id);
    case 'selectClass':
      return gradebook.selectClass(c?.id ?? null);
    case 'addStudent':
      return c && gradebook.addStudent(c.id, a.name, a.gender);
    case 'addStudentList': {
      const text = [...Array.from({ length: a.count }, (_, i) => `Kind ${i}${a.suffix}`), a.extra].join('\n');
      return c && gradebook.addStudentList(c.id, text, 'W');
    }
    case 'updateStudent': {
      const s = c && at(c.students, a.student);
      return s && gradebook.updateStudent(c.id, s.id, a.name, a.gender);
    }
    case 'deleteStudent': {
      const s = c && at(c.students, a.student);
      return s && gradebook.deleteStudent(c.id, s.id);
    }
    case 'createTopic':
      return c && gradebook.createTopic(c.id, a.name);
    case 'renameTopic':
      return t && gradebook.renameTopic(t.classId, t.id, a.name);
    case 'deleteTopic':
      return t && gradebook.deleteTopic(t.id);
    case 'setGrade': {
      const s = t && at(t.students, a.student);
      return s && gradebook.setGrade(t.id, s.id, a.grade);
    }
    case 'setTopicWeight':
      return t && gradebook.setTopicWeight(t.id, a.weight);
    case 'setComment': {
      const s = t && at(t.students, a.student);
      return s && gradebook.setComment(t.id, s.id, a.comment);
    }
    case 'applyGrades':
      return t && gradebook.applyGrades(t.id, Object.fromEntries(t.students.map((s) => [s.id, { grade: a.grade, comment: a.comment }])));
  }
}

const snapshot = ({ useClassesStore, usePerformanceStore }: Loaded) =>
  JSON.parse(JSON.stringify({ classes: useClassesStore.getState(), performance: usePerformanceStore.getState() })) as unknown;

describe('grade-book round trip (property)', () => {
  it('any sequence of store actions loads back unchanged, with nothing kept aside', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 30 }), async (actions) => {
        localStorage.clear();
        vi.resetModules();
        const before = await load();
        for (const a of actions) run(before, a);
        const expected = snapshot(before);

        vi.resetModules();
        const after = await load();
        expect(snapshot(after)).toEqual(expected);
        expect(Object.keys(localStorage).filter((k) => k.includes('.beschaedigt.'))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
