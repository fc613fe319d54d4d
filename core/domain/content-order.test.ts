import { describe, expect, it } from 'vitest';
import { compareCardHeaders, groupByCategory, splitAtSpacers } from './content-order';

describe('compareCardHeaders', () => {
  it('sorts numbers as numbers and words in German order', () => {
    expect(['10', '2', '1'].sort(compareCardHeaders)).toEqual(['1', '2', '10']);
    expect(['Zombieball', 'Äpfel sammeln', 'Ball'].sort(compareCardHeaders)).toEqual(['Äpfel sammeln', 'Ball', 'Zombieball']);
    expect(['3', 'Abschluss'].sort(compareCardHeaders)).toEqual(['3', 'Abschluss']);
  });
});

describe('groupByCategory', () => {
  it('puts uncategorised cards first and sorts categories alphabetically', () => {
    const item = (clickableHeader: string, category: string | null) => ({ clickableHeader, category });
    const groups = groupByCategory([
      item('2', 'Ab Klasse 3'),
      item('Z', null),
      item('10', 'Ab Klasse 1'),
      item('1', 'Ab Klasse 1'),
      item('A', null),
    ]);
    expect(groups.map((g) => g.category)).toEqual([null, 'Ab Klasse 1', 'Ab Klasse 3']);
    expect(groups[1]?.items.map((i) => i.clickableHeader)).toEqual(['1', '10']);
    expect(groups[0]?.items.map((i) => i.clickableHeader)).toEqual(['A', 'Z']);
  });
});

describe('splitAtSpacers', () => {
  it('splits at three or more blank lines only', () => {
    expect(splitAtSpacers('a\n\nb')).toEqual(['a\n\nb']);
    expect(splitAtSpacers('a\n\n\nb')).toEqual(['a\n\n\nb']);
    expect(splitAtSpacers('a\n\n\n\nb')).toEqual(['a', 'b']);
    expect(splitAtSpacers('a\n\n \n\n\n\nb')).toEqual(['a', 'b']);
  });
});
