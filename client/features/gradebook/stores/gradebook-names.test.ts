import { afterEach, describe, expect, it, vi } from 'vitest';

/** Issue 25: distinct names within a class, and pasted class lists read by `parseClassList`. */
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const stores = await import('./gradebook-stores');
  const { gradebook } = await import('./gradebook-actions');
  gradebook.createClass('5b');
  const classId = stores.useClassesStore.getState().classes[0]!.id;
  const students = () => stores.useClassesStore.getState().classes[0]!.students;
  return { gradebook, classId, students };
}

describe('names within a class', () => {
  it('refuses a name already in the class (any case and spacing) with a suggestion, and adds no one', async () => {
    const { gradebook, classId, students } = await load();
    expect(gradebook.addStudent(classId, 'Ben Schäfer', 'M')).toEqual({ ok: true });
    const result = gradebook.addStudent(classId, '  ben   schäfer ', 'M');
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringContaining('gibt es in dieser Klasse schon'),
      suggestion: 'ben schäfer (2)',
    });
    expect(students().map((s) => s.name)).toEqual(['Ben Schäfer']);
    // The suggestion, taken as offered, is accepted.
    expect(gradebook.addStudent(classId, 'Ben Schäfer (2)', 'M')).toEqual({ ok: true });
    expect(students().map((s) => s.name)).toEqual(['Ben Schäfer', 'Ben Schäfer (2)']);
  });

  it('stores the tidied name', async () => {
    const { gradebook, classId, students } = await load();
    expect(gradebook.addStudent(classId, '  Mia   Klein ', 'W')).toEqual({ ok: true });
    expect(students()[0]!.name).toBe('Mia Klein');
  });

  it('lets a child keep its own name on edit, but not take another child’s', async () => {
    const { gradebook, classId, students } = await load();
    gradebook.addStudent(classId, 'Ben Schäfer', 'M');
    gradebook.addStudent(classId, 'Mia Klein', 'W');
    const ben = students().find((s) => s.name === 'Ben Schäfer')!;
    expect(gradebook.updateStudent(classId, ben.id, 'Ben Schäfer', 'W')).toEqual({ ok: true });
    expect(students().find((s) => s.id === ben.id)).toMatchObject({ name: 'Ben Schäfer', gender: 'W' });
    expect(gradebook.updateStudent(classId, ben.id, 'MIA KLEIN', 'M')).toMatchObject({
      ok: false,
      suggestion: 'MIA KLEIN (2)',
    });
    expect(students().find((s) => s.id === ben.id)?.name).toBe('Ben Schäfer');
    expect(gradebook.updateStudent(classId, ben.id, '   ', 'M')).toMatchObject({ ok: false, suggestion: null });
  });

  it('allows the same name in another class', async () => {
    const { gradebook, classId } = await load();
    gradebook.addStudent(classId, 'Ben Schäfer', 'M');
    gradebook.createClass('6a');
    const { useClassesStore } = await import('./gradebook-stores');
    const other = useClassesStore.getState().classes.find((c) => c.name === '6a')!.id;
    expect(gradebook.addStudent(other, 'Ben Schäfer', 'M')).toEqual({ ok: true });
  });
});

describe('a pasted class list', () => {
  it('refuses „Max;X“ naming the line, and adds no one', async () => {
    const { gradebook, classId, students } = await load();
    const result = gradebook.addStudentList(classId, 'Mia;W\nMax;X\nLeo', 'W');
    expect(result.ok).toBe(false);
    expect(result.list?.problems).toEqual([{ line: 2, message: expect.stringContaining('Zeile 2: „Max;X“') }]);
    expect(result).toMatchObject({ message: expect.stringContaining('Es wurde niemand hinzugefügt') });
    expect(students()).toEqual([]);
  });

  it('numbers a name already in the class or twice in the list, and says so', async () => {
    const { gradebook, classId, students } = await load();
    gradebook.addStudent(classId, 'Ben Schäfer', 'M');
    const result = gradebook.addStudentList(classId, 'Ben Schäfer;M\nMia\nmia', 'W');
    expect(result).toMatchObject({ ok: true, added: 3 });
    expect(result.list?.renamed.map((r) => [r.line, r.to])).toEqual([
      [1, 'Ben Schäfer (2)'],
      [3, 'mia (2)'],
    ]);
    expect(result.list?.renamed[0]?.message).toBe('Zeile 1: „Ben Schäfer“ gibt es schon – eingetragen als „Ben Schäfer (2)“.');
    // Plain names took the gender chosen beside the field; the screen names them.
    expect(result.list?.children.filter((c) => !c.genderGiven).map((c) => c.name)).toEqual(['Mia', 'mia (2)']);
    expect(students().map((s) => [s.name, s.gender])).toEqual([
      ['Ben Schäfer', 'M'],
      ['Ben Schäfer (2)', 'M'],
      ['Mia', 'W'],
      ['mia (2)', 'W'],
    ]);
  });

  it('refuses an empty list', async () => {
    const { gradebook, classId } = await load();
    expect(gradebook.addStudentList(classId, '\n  \n', 'W')).toMatchObject({
      ok: false,
      message: 'Bitte mindestens einen Namen eingeben, einen pro Zeile.',
    });
  });
});
