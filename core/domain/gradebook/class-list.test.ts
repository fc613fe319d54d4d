import { describe, expect, it } from 'vitest';
import { MAX_STUDENTS_PER_CLASS, type Student } from '../../schemas/gradebook';
import { parseClassList } from './class-list';

const s = (name: string): Student => ({ id: name, name, gender: 'W' });
const empty = { name: '7b', students: [] };

describe('parseClassList', () => {
  it('reads „Name;M“, „Name;W“, tab and comma columns and plain names; blank lines are skipped', () => {
    const result = parseClassList('Mia;W\nTom;m\n\nLeo\tM\nÖmer, M\nLina', empty, 'W');
    expect(result.ok).toBe(true);
    expect(result.children).toEqual([
      { line: 1, name: 'Mia', gender: 'W', genderGiven: true },
      { line: 2, name: 'Tom', gender: 'M', genderGiven: true },
      { line: 4, name: 'Leo', gender: 'M', genderGiven: true },
      { line: 5, name: 'Ömer', gender: 'M', genderGiven: true },
      { line: 6, name: 'Lina', gender: 'W', genderGiven: false },
    ]);
    expect(parseClassList('Lina', empty, 'M').children[0]).toMatchObject({ gender: 'M', genderGiven: false });
  });

  it('names each line it cannot read, with its number and a German reason', () => {
    const result = parseClassList(`Anna;W\nBen;M\nMax;X\n;W\n${'x'.repeat(81)}`, empty, 'W');
    expect(result.ok).toBe(false);
    expect(result.children.map((c) => c.name)).toEqual(['Anna', 'Ben']);
    expect(result.problems).toEqual([
      { line: 3, message: 'Zeile 3: „Max;X“ – „X“ ist keine Angabe „M“ oder „W“.' },
      { line: 4, message: 'Zeile 4: „;W“ – kein Name vor der Angabe.' },
      { line: 5, message: `Zeile 5: „${'x'.repeat(30)}…“ – der Name ist länger als 80 Zeichen.` },
    ]);
  });

  it('numbers a name already in the class or earlier in the list, and says so', () => {
    const result = parseClassList('Ben Schäfer;M\nben  schäfer;M\nMia;W', { name: '7b', students: [s('Ben Schäfer')] }, 'W');
    expect(result.ok).toBe(true);
    expect(result.children.map((c) => c.name)).toEqual(['Ben Schäfer (2)', 'ben schäfer (3)', 'Mia']);
    expect(result.renamed).toEqual([
      {
        line: 1,
        from: 'Ben Schäfer',
        to: 'Ben Schäfer (2)',
        message: 'Zeile 1: „Ben Schäfer“ gibt es schon – eingetragen als „Ben Schäfer (2)“.',
      },
      {
        line: 2,
        from: 'ben schäfer',
        to: 'ben schäfer (3)',
        message: 'Zeile 2: „ben schäfer“ gibt es schon – eingetragen als „ben schäfer (3)“.',
      },
    ]);
  });

  it('refuses an empty list and a list the class has no room for', () => {
    expect(parseClassList('\n  \n', empty, 'W')).toMatchObject({
      ok: false,
      refusal: 'Bitte mindestens einen Namen eingeben, einen pro Zeile.',
    });
    const almostFull = { name: '7b', students: Array.from({ length: MAX_STUDENTS_PER_CLASS - 1 }, (_, i) => s(`Kind ${i}`)) };
    expect(parseClassList('Mia;W', almostFull, 'W').ok).toBe(true);
    const result = parseClassList('Mia;W\nTom;M', almostFull, 'W');
    expect(result.ok).toBe(false);
    expect(result.refusal).toBe(
      'Die Liste hat 2 Namen, in „7b“ ist aber nur noch Platz für ein Kind (höchstens 200 pro Klasse). Es wurde niemand hinzugefügt. Kürzen Sie die Liste oder legen Sie eine zweite Klasse an.',
    );
  });
});
