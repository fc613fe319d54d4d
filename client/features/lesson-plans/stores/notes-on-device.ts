import type { CardNote } from '@core/schemas/lesson-plan';

/**
 * Personal card notes on this device (issue 24): the server's last list and the notes written or
 * removed since that it has not confirmed — written in the gym without network, sent later. The
 * server lets the later action per note win (the teacher's clock), like favourites.
 */

export interface PendingNote {
  id: string;
  contentId: string;
  /** null = removed. */
  text: string | null;
  at: string;
}

export interface NotesOnDevice {
  userId: string | null;
  notes: CardNote[] | null;
  pending: PendingNote[];
}

export const emptyNotes: NotesOnDevice = { userId: null, notes: null, pending: [] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isNote(value: unknown): value is CardNote {
  return isRecord(value) && ['id', 'contentId', 'text', 'createdAt', 'updatedAt'].every((key) => typeof value[key] === 'string');
}

function isPending(value: unknown): value is PendingNote {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.contentId === 'string' &&
    (value.text === null || typeof value.text === 'string') &&
    typeof value.at === 'string'
  );
}

export function sanitizeNotes(stored: unknown): NotesOnDevice {
  if (!isRecord(stored) || !Array.isArray(stored.pending)) return emptyNotes;
  const { userId, notes } = stored;
  if (userId !== null && typeof userId !== 'string') return emptyNotes;
  if (notes !== null && !(Array.isArray(notes) && notes.every(isNote))) return emptyNotes;
  return { userId, notes, pending: stored.pending.filter(isPending) };
}

export function notesForUser(state: NotesOnDevice, userId: string): NotesOnDevice {
  return state.userId === userId ? state : { userId, notes: null, pending: [] };
}

/** One pending change per note: a later one replaces the earlier. */
export function queueNote(state: NotesOnDevice, change: PendingNote): NotesOnDevice {
  return { ...state, pending: [...state.pending.filter((p) => p.id !== change.id), change] };
}

/** The notes the teacher sees, newest first. */
export function visibleNotes(state: NotesOnDevice): CardNote[] {
  const byId = new Map((state.notes ?? []).map((n) => [n.id, n]));
  for (const change of state.pending) {
    if (change.text === null) byId.delete(change.id);
    else {
      const known = byId.get(change.id);
      byId.set(change.id, {
        id: change.id,
        contentId: change.contentId,
        text: change.text,
        createdAt: known?.createdAt ?? change.at,
        updatedAt: change.at,
      });
    }
  }
  return [...byId.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** The server answered after `sent` went out: those are done; changes made meanwhile stay. */
export function settleNotes(state: NotesOnDevice, sent: PendingNote[], notes: CardNote[]): NotesOnDevice {
  return { ...state, notes, pending: state.pending.filter((p) => !sent.some((s) => s.id === p.id && s.at === p.at && s.text === p.text)) };
}
