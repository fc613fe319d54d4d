import { create } from 'zustand';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Storage for data that must not be lost (the grade book). Reading runs the migrations and the
 * schema check; an entry that cannot be read is copied aside under `<key>.beschaedigt.<time>`
 * before anything may overwrite it, and reported. When only some items fail (one class of
 * many), `load` returns the rest and the failed part alone is kept aside; the entry is then
 * rewritten without it, so the next load neither sets it aside again nor shows a second banner.
 * The same content is never kept aside twice. A failed write is reported too, so the teacher
 * learns at once that a change is not saved, instead of after a reload.
 */
export const SET_ASIDE_MARK = '.beschaedigt.';

export interface StorageProblem {
  key: string;
  kind: 'unreadable' | 'not-saved';
  detail: string;
}

export const useStorageProblems = create<{ problems: StorageProblem[] }>(() => ({ problems: [] }));

function report(problem: StorageProblem) {
  useStorageProblems.setState((s) => ({
    problems: [...s.problems.filter((p) => !(p.key === problem.key && p.kind === problem.kind)), problem],
  }));
}

/** Keys whose stored entry could not be kept aside: never overwrite them. */
const readOnly = new Set<string>();

/** Copies `raw` aside (once: identical content already kept aside is not copied again); false when it could not. */
function keepAside(key: string, raw: string, reason: string): boolean {
  let kept = true;
  try {
    if (!setAsideEntries(key).some((entry) => entry.raw === raw)) window.localStorage.setItem(`${key}${SET_ASIDE_MARK}${Date.now()}`, raw);
  } catch {
    readOnly.add(key);
    kept = false;
  }
  report({ key, kind: 'unreadable', detail: reason });
  return kept;
}

function rewrite(key: string, value: StorageValue<unknown>) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // The next change writes it again; the failed part is already safe aside.
  }
}

export interface Loaded<S> {
  state: S;
  /** The part of the stored state that failed its check (same version), to be kept aside. */
  rejected?: unknown;
}

interface Options<S> {
  version: number;
  /** Brings a stored state of any known version to the current one; throws when nothing can be read. */
  load: (state: unknown, version: number) => Loaded<S>;
}

export function versionedStorage<S>({ version, load }: Options<S>): PersistStorage<S> {
  return {
    getItem: (key) => {
      let raw: string | null;
      try {
        raw = window.localStorage.getItem(key);
      } catch (error) {
        readOnly.add(key);
        report({ key, kind: 'unreadable', detail: String(error) });
        return null;
      }
      if (raw === null) return null;
      try {
        const entry = JSON.parse(raw) as Partial<StorageValue<unknown>> | null;
        if (!entry || typeof entry !== 'object' || !('state' in entry)) throw new Error('kein gespeicherter Zustand');
        const stored = typeof entry.version === 'number' ? entry.version : 0;
        const loaded = load(entry.state, stored);
        if (loaded.rejected !== undefined) {
          const aside = JSON.stringify({ state: loaded.rejected, version: stored });
          // Rewrite only once the failed part is safe aside; otherwise the entry stays untouched.
          if (keepAside(key, aside, 'Ein Teil der Daten konnte nicht gelesen werden.')) rewrite(key, { state: loaded.state, version });
        }
        return { state: loaded.state, version };
      } catch (error) {
        keepAside(key, raw, error instanceof Error ? error.message : String(error));
        return null;
      }
    },
    setItem: (key, value) => {
      if (readOnly.has(key)) {
        report({ key, kind: 'not-saved', detail: 'Der alte Eintrag konnte nicht gesichert werden und wird deshalb nicht überschrieben.' });
        return;
      }
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
        useStorageProblems.setState((s) => ({ problems: s.problems.filter((p) => !(p.key === key && p.kind === 'not-saved')) }));
      } catch (error) {
        report({ key, kind: 'not-saved', detail: error instanceof Error ? error.message : String(error) });
      }
    },
    removeItem: (key) => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Nothing to lose: the entry stays.
      }
    },
  };
}

/** Entries kept aside for `key`, newest first (they survive reloads until deleted). */
export function setAsideEntries(key: string): { storageKey: string; savedAt: Date; raw: string }[] {
  const entries: { storageKey: string; savedAt: Date; raw: string }[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const storageKey = window.localStorage.key(i);
      if (!storageKey?.startsWith(`${key}${SET_ASIDE_MARK}`)) continue;
      entries.push({
        storageKey,
        savedAt: new Date(Number(storageKey.slice(key.length + SET_ASIDE_MARK.length))),
        raw: window.localStorage.getItem(storageKey) ?? '',
      });
    }
  } catch {
    return [];
  }
  return entries.sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
}

/**
 * Deletes the kept-aside entries of `keys` whose content is exactly `raw` (their data were just
 * imported again, with nothing left out), so the banner about them goes away.
 */
export function releaseSetAside(keys: readonly string[], raw: string): number {
  let released = 0;
  for (const key of keys) {
    for (const entry of setAsideEntries(key)) {
      if (entry.raw !== raw) continue;
      try {
        window.localStorage.removeItem(entry.storageKey);
        released++;
      } catch {
        // It stays and can be deleted by hand.
      }
    }
  }
  // Screens that list kept-aside entries re-render on this store.
  if (released > 0)
    useStorageProblems.setState((s) => ({ problems: s.problems.filter((p) => !(keys.includes(p.key) && p.kind === 'unreadable')) }));
  return released;
}
