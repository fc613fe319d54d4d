import { describe, expect, it } from 'vitest';
import { describeUnreadable, parseNameList } from './name-list';

describe('parseNameList', () => {
  it('reads "Name;M", "Name;W", tab-separated columns and plain names', () => {
    const { names, unreadable } = parseNameList('Mia;W\r\nTom ; m\n\nAnna\tMüller\tW\nLeo\tM\nMüller, Anna\nÖmer, M\nJonas;\nLea;weiblich');
    expect(unreadable).toEqual([]);
    expect(names).toEqual([
      { line: 1, name: 'Mia', gender: 'W' },
      { line: 2, name: 'Tom', gender: 'M' },
      { line: 4, name: 'Anna Müller', gender: 'W' },
      { line: 5, name: 'Leo', gender: 'M' },
      { line: 6, name: 'Müller, Anna', gender: null },
      { line: 7, name: 'Ömer', gender: 'M' },
      { line: 8, name: 'Jonas', gender: null },
      { line: 9, name: 'Lea', gender: 'W' },
    ]);
  });

  it('names the lines it cannot read instead of guessing', () => {
    const long = 'x'.repeat(81);
    const { names, unreadable } = parseNameList(`Mia;X\n;W\nAnna\tMüller\n${long}\nTom;M`);
    expect(names).toEqual([{ line: 5, name: 'Tom', gender: 'M' }]);
    expect(unreadable.map((u) => [u.line, u.reason])).toEqual([
      [1, '„X“ ist keine Angabe „M“ oder „W“'],
      [2, 'kein Name vor der Angabe'],
      [3, '„Müller“ ist keine Angabe „M“ oder „W“'],
      [4, 'der Name ist länger als 80 Zeichen'],
    ]);
    expect(describeUnreadable(unreadable, 2)).toBe(
      'Zeile 1 („Mia;X“): „X“ ist keine Angabe „M“ oder „W“; Zeile 2 („;W“): kein Name vor der Angabe; und 2 weitere',
    );
  });
});
