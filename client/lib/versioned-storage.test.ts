import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseSetAside, setAsideEntries, useStorageProblems, versionedStorage } from './versioned-storage';

const migrate = (state: unknown, version: number) => {
  if (version > 2) throw new Error('neuere Version');
  const s = state as { n?: unknown };
  if (typeof s?.n !== 'number') throw new Error('n fehlt');
  return { n: version < 2 ? s.n * 10 : s.n };
};
const storage = versionedStorage({ version: 2, load: (state, version) => ({ state: migrate(state, version) }) });

afterEach(() => {
  localStorage.clear();
  useStorageProblems.setState({ problems: [] });
  vi.restoreAllMocks();
});

describe('versioned storage', () => {
  it('migrates older entries to the current version', () => {
    localStorage.setItem('k', JSON.stringify({ state: { n: 4 }, version: 1 }));
    expect(storage.getItem('k')).toEqual({ state: { n: 40 }, version: 2 });
  });

  it('keeps an unreadable entry aside, unchanged, and reports it', () => {
    for (const raw of ['{kaputt', JSON.stringify({ state: { n: 'x' }, version: 2 }), JSON.stringify({ state: { n: 1 }, version: 9 })]) {
      localStorage.clear();
      localStorage.setItem('k', raw);
      expect(storage.getItem('k')).toBeNull();
      expect(setAsideEntries('k').map((e) => e.raw)).toEqual([raw]);
      expect(useStorageProblems.getState().problems).toMatchObject([{ key: 'k', kind: 'unreadable' }]);
    }
  });

  it('reports a write that fails, and clears the report once a write succeeds', () => {
    const spy = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('voll', 'QuotaExceededError');
    });
    storage.setItem('k', { state: { n: 1 }, version: 2 });
    expect(useStorageProblems.getState().problems).toMatchObject([{ key: 'k', kind: 'not-saved' }]);
    spy.mockRestore();
    storage.setItem('k', { state: { n: 1 }, version: 2 });
    expect(useStorageProblems.getState().problems).toEqual([]);
  });

  it('never overwrites an entry it could not keep aside', () => {
    localStorage.setItem('k2', '{kaputt');
    const written: string[] = [];
    const spy = vi.spyOn(window.localStorage, 'setItem').mockImplementation((key: string) => {
      written.push(key);
      if (key.includes('.beschaedigt.')) throw new DOMException('voll', 'QuotaExceededError');
    });
    expect(storage.getItem('k2')).toBeNull();
    storage.setItem('k2', { state: { n: 1 }, version: 2 });
    spy.mockRestore();
    expect(written).toEqual([expect.stringMatching(/^k2\.beschaedigt\./)]);
    expect(localStorage.getItem('k2')).toBe('{kaputt');
    expect(
      useStorageProblems
        .getState()
        .problems.map((p) => p.kind)
        .sort(),
    ).toEqual(['not-saved', 'unreadable']);
  });

  it('keeps only the failed part aside and loads the rest; the same part is kept aside once, and released after its import', () => {
    const partial = versionedStorage({
      version: 1,
      load: (state) => {
        const items = (state as { items: number[] }).items;
        const bad = items.filter((n) => n < 0);
        return { state: { items: items.filter((n) => n >= 0) }, rejected: bad.length ? { items: bad } : undefined };
      },
    });
    localStorage.setItem('p', JSON.stringify({ state: { items: [1, -2, 3] }, version: 1 }));
    expect(partial.getItem('p')).toEqual({ state: { items: [1, 3] }, version: 1 });
    expect(setAsideEntries('p').map((e) => JSON.parse(e.raw))).toEqual([{ state: { items: [-2] }, version: 1 }]);
    expect(JSON.parse(localStorage.getItem('p') as string)).toEqual({ state: { items: [1, 3] }, version: 1 });
    // The same broken part again (another tab wrote it back): no second copy.
    localStorage.setItem('p', JSON.stringify({ state: { items: [1, -2, 3] }, version: 1 }));
    partial.getItem('p');
    expect(setAsideEntries('p')).toHaveLength(1);
    expect(releaseSetAside(['p'], setAsideEntries('p')[0]!.raw)).toBe(1);
    expect(setAsideEntries('p')).toEqual([]);
  });
});
