import { describe, expect, it } from 'vitest';
import { plainWord, searchKey, splitCompound, stem } from './search-key';

describe('search keys', () => {
  it('meet singular and plural, umlaut and no umlaut', () => {
    expect(['Spiel', 'Spiele', 'spielen'].map(searchKey)).toEqual(['spiel', 'spiel', 'spiel']);
    expect(searchKey('Bälle')).toBe(searchKey('Ball'));
    expect(searchKey('Körbe')).toBe(searchKey('Korb'));
    expect(plainWord('Fußball')).toBe('fussball');
    expect(searchKey('Aufwärmen')).toBe('aufwarm');
  });

  it('keep short words and numbers whole', () => {
    expect(stem('ball')).toBe('ball');
    expect(stem('tore')).toBe('tore');
    expect(stem('28')).toBe('28');
    expect(searchKey('Tor')).toBe('tor');
  });

  it('split a compound into two known words, with a linking s or n', () => {
    const known = new Set(['aufwarm', 'spiel', searchKey('Regen'), 'paus', 'bewegung', 'kett', 'fang']);
    const has = (k: string) => known.has(k);
    expect(splitCompound('aufwarmspiel', has)).toEqual(['aufwarm', 'spiel']);
    expect(splitCompound(searchKey('Regenpause'), has)).toEqual([searchKey('Regen'), 'paus']);
    expect(splitCompound('bewegungspaus', has)).toEqual(['bewegung', 'paus']);
    expect(splitCompound('kettenfang', has)).toEqual(['kett', 'fang']);
    expect(splitCompound('brennball', has)).toBeNull();
  });
});
