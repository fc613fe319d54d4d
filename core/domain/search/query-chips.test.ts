import { describe, expect, it } from 'vitest';
import type { ContentTags } from '../../schemas/content';
import { parseQuery, withoutChip, type ChipCard } from './query-chips';

const card = (collection: string, tags: Partial<ContentTags>, title = 'Spiel'): ChipCard => ({
  collection,
  title,
  subtitle: '',
  tags: { grades: [], durationMinutes: 10, places: [], materials: [], groupSize: null, loudness: null, fields: [], ...tags },
});

describe('words that are filters', () => {
  it('read the issue’s query as three chips and no text', () => {
    const { chips, text } = parseQuery('Aufwärmspiel Klasse 2 ohne Material');
    expect(chips.map((c) => c.label)).toEqual(['Klasse 2', 'ohne Material', 'Aufwärmen']);
    expect(text).toBe('');
    const [grade, material, warmUp] = chips;
    expect(grade?.test(card('fangspiele', { grades: [1, 2] }))).toBe(true);
    expect(grade?.test(card('fangspiele', { grades: [3, 4] }))).toBe(false);
    expect(material?.test(card('fangspiele', { materials: ['Softball'] }))).toBe(false);
    expect(warmUp?.test(card('aufwaermspiele', {}))).toBe(true);
    expect(warmUp?.test(card('fangspiele', {}))).toBe(false);
  });

  it('know ranges of grades, places, rain, length, loudness, group size and balls', () => {
    const labels = (q: string) => parseQuery(q).chips.map((c) => c.label);
    expect(labels('ab Klasse 3')).toEqual(['Klasse 3–4']);
    expect(labels('1.–2. Klasse')).toEqual(['Klasse 1–2']);
    expect(labels('Fangspiel für die 2. Klasse')).toEqual(['Klasse 2']);
    expect(labels('draußen')).toEqual(['draußen']);
    expect(labels('regen halle')).toEqual(['Halle']);
    expect(labels('regenpause')).toEqual(['drinnen (Regen)']);
    expect(parseQuery('regenpause').text).toBe('pause');
    expect(labels('kurzes Spiel 5 Minuten')).toEqual(['bis 5 Minuten', 'kurz (bis 10 Minuten)', 'Spiele']);
    expect(labels('leises Spiel')).toEqual(['ruhig', 'Spiele']);
    expect(labels('für 28 Kinder')).toEqual(['für 28 Kinder']);
    expect(labels('mit Ball Klasse 1')).toEqual(['Klasse 1', 'mit Ball']);
    expect(parseQuery('mit Ball').chips[0]?.test(card('x', { materials: ['Softball'] }))).toBe(true);
    expect(parseQuery('mit Ball').chips[0]?.test(card('x', { materials: ['Basketballkorb'] }))).toBe(false);
    expect(parseQuery('für 28 Kinder').chips[0]?.test(card('x', { groupSize: { min: 10, max: 30 } }))).toBe(true);
  });

  it('leave words that only look alike: Hallenregeln, Regenbogen, Lautstärke', () => {
    expect(parseQuery('Hallenregeln Regenbogen Lautstärke').chips).toEqual([]);
  });

  it('take a chip’s words out of the query when the chip is removed', () => {
    const query = 'Fangspiel ab Klasse 3 draußen';
    const chip = parseQuery(query).chips[0];
    expect(chip && withoutChip(query, chip)).toBe('Fangspiel draußen');
  });
});
