import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  bjsStateSchema,
  conflictSchema,
  eventSchema,
  resultEntrySchema,
  type BjsEvent,
  type BjsState,
  type ResultConflict,
  type ResultEntry,
} from '@core/schemas/bundesjugendspiele';
import {
  emptyState,
  mergeResults,
  recordAttempts,
  replaceEvent,
  resolveConflict,
  type MergeReport,
} from '@core/domain/bundesjugendspiele/results';
import { versionedStorage, type Loaded } from '@client/lib/versioned-storage';

/** The Bundesjugendspiele's data on this device (issue 26): never sent anywhere. */
export const BJS_KEY = 'bundesjugendspiele';
export const BJS_VERSION = 1;

interface Stored {
  value: BjsState;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whatever is stored, as a valid state, the way the grade book loads (`versionedStorage`): each
 * result and conflict is checked on its own, so one damaged entry costs only that entry, and it
 * is kept aside, not dropped. An event that cannot be read keeps the whole entry aside (the
 * results mean nothing without it).
 */
export function loadBjsState(stored: unknown, version: number): Loaded<Stored> {
  if (version > BJS_VERSION) throw new Error('Gespeichert von einer neueren Version der App.');
  const value = isRecord(stored) ? stored.value : undefined;
  if (!isRecord(value)) throw new Error('Kein gespeicherter Zustand.');
  const whole = bjsStateSchema.safeParse(value);
  if (whole.success) return { state: { value: whole.data } };
  const event = value.event === null ? null : eventSchema.safeParse(value.event);
  if (event && !event.success) throw new Error('Die Veranstaltung konnte nicht gelesen werden.');
  const results: Record<string, ResultEntry> = {};
  const badResults: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(isRecord(value.results) ? value.results : {})) {
    const parsed = resultEntrySchema.safeParse(entry);
    if (parsed.success) results[key] = parsed.data;
    else badResults[key] = entry;
  }
  const conflicts: ResultConflict[] = [];
  const badConflicts: unknown[] = [];
  for (const c of Array.isArray(value.conflicts) ? value.conflicts : []) {
    const parsed = conflictSchema.safeParse(c);
    if (parsed.success) conflicts.push(parsed.data);
    else badConflicts.push(c);
  }
  const deviceLabel = typeof value.deviceLabel === 'string' ? value.deviceLabel.slice(0, 40) : '';
  const state = { value: { event: event?.data ?? null, results, conflicts, deviceLabel } };
  const damaged = Object.keys(badResults).length > 0 || badConflicts.length > 0;
  return damaged ? { state, rejected: { value: { results: badResults, conflicts: badConflicts } } } : { state };
}

interface BjsStore extends Stored {
  set: (change: (s: BjsState) => BjsState) => void;
}

export const bjsStore = create<BjsStore>()(
  persist((set) => ({ value: emptyState(), set: (change) => set((s) => ({ value: change(s.value) })) }), {
    name: BJS_KEY,
    version: BJS_VERSION,
    storage: versionedStorage<Stored>({ version: BJS_VERSION, load: loadBjsState }),
    partialize: (s) => ({ value: s.value }),
  }),
);

// Another tab (a second QR code opened there) changed the data: show it here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === BJS_KEY) void bjsStore.persist.rehydrate();
  });
}

const state = () => bjsStore.getState().value;
const set = (change: (s: BjsState) => BjsState) => bjsStore.getState().set(change);
const now = () => new Date().toISOString();

/** Short ids (8 characters): the QR codes carry one per child and result. */
export function newShortId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('') + Date.now().toString(36).slice(-2);
}

export const bjsActions = {
  /** The organiser's changes to the event (set-up screen). */
  changeEvent: (change: (event: BjsEvent, now: string) => BjsEvent) =>
    set((s) => (s.event ? { ...s, event: { ...change(s.event, now()), updatedAt: now() } } : s)),
  /** A new event replaces the old one with its results: the screen asks (and offers a backup) first. */
  startEvent: (event: BjsEvent) => set((s) => ({ ...emptyState(), deviceLabel: s.deviceLabel, event })),
  /** The organiser's event onto this phone (a helper's): results recorded here for it stay. */
  receiveEvent: (event: BjsEvent): { orphaned: ResultEntry[] } => {
    const { state: next, orphaned } = replaceEvent(state(), event);
    set(() => next);
    return { orphaned };
  },
  record: (exerciseId: string, childId: string, attempts: readonly number[]) =>
    set((s) =>
      s.event
        ? {
            ...s,
            results: recordAttempts(s.results, { eventId: s.event.id, exerciseId, childId, attempts, at: now(), by: s.deviceLabel }),
          }
        : s,
    ),
  importResults: (entries: readonly ResultEntry[]): MergeReport => {
    const { state: next, report } = mergeResults(state(), entries);
    set(() => next);
    return report;
  },
  resolve: (conflict: ResultConflict, take: 'current' | 'incoming') => set((s) => resolveConflict(s, conflict, take, now())),
  setDeviceLabel: (label: string) => set((s) => ({ ...s, deviceLabel: label.trim().slice(0, 40) })),
  /**
   * A class leaves the event with its children's results (the screen has asked): results of
   * children who are no longer in the event could never be evaluated or corrected.
   */
  removeClass: (classId: string) =>
    set((s) => {
      if (!s.event) return s;
      const leaving = new Set(s.event.classes.find((c) => c.id === classId)?.children.map((c) => c.id) ?? []);
      return {
        ...s,
        event: { ...s.event, classes: s.event.classes.filter((c) => c.id !== classId), updatedAt: now() },
        results: Object.fromEntries(Object.entries(s.results).filter(([, r]) => !leaving.has(r.childId))),
        conflicts: s.conflicts.filter((c) => !leaving.has(c.current.childId)),
      };
    }),
  /** A restored backup of this screen's data (validated by the caller). */
  restore: (next: BjsState) => set(() => next),
};
