import { describe, expect, it } from 'vitest';
import { groupMenuEntries, menuColumns } from './menu-layout';

describe('menuColumns', () => {
  it('uses one column for a single card and two for a pair', () => {
    expect(menuColumns(1)).toEqual({ phone: 1, desktop: 1 });
    expect(menuColumns(2)).toEqual({ phone: 2, desktop: 2 });
  });

  it('uses two columns on phones and three on desktop for three or more cards', () => {
    expect(menuColumns(3)).toEqual({ phone: 2, desktop: 3 });
    expect(menuColumns(15)).toEqual({ phone: 2, desktop: 3 });
  });
});

describe('groupMenuEntries', () => {
  const entry = (title: string, group?: string) => ({ title, href: `/${title}`, group });

  it('puts ungrouped entries first without heading and orders groups by class number', () => {
    const groups = groupMenuEntries([
      entry('Volleyball', 'Ab Klasse 3'),
      entry('Zirkel'),
      entry('Ballgewöhnung', 'Ab Klasse 1'),
      entry('Abschluss'),
      entry('Kür', 'Ab Klasse 10'),
      entry('Basketball', 'Ab Klasse 3'),
    ]);
    expect(groups.map((g) => g.heading)).toEqual([null, 'Ab Klasse 1', 'Ab Klasse 3', 'Ab Klasse 10']);
    expect(groups[0]?.entries.map((e) => e.title)).toEqual(['Abschluss', 'Zirkel']);
    expect(groups[2]?.entries.map((e) => e.title)).toEqual(['Basketball', 'Volleyball']);
  });

  it('sorts cards inside a group with German collation', () => {
    const [group] = groupMenuEntries([entry('Übungen'), entry('Zahlen'), entry('Uhr'), entry('Ärger')]);
    expect(group?.entries.map((e) => e.title)).toEqual(['Ärger', 'Übungen', 'Uhr', 'Zahlen']);
  });
});
