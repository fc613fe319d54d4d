import type { CardNote } from '@core/schemas/lesson-plan';
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { useSession } from '@client/features/auth';
import { ApiError, apiGet, apiSend } from '@client/lib/api-client';
import { createDeviceStore } from '@client/lib/device-store';
import {
  emptyNotes,
  notesForUser,
  queueNote,
  sanitizeNotes,
  settleNotes,
  visibleNotes,
  type NotesOnDevice,
} from '../stores/notes-on-device';

export const notesOnDevice = createDeviceStore<NotesOnDevice>('sportkiste:notizen', {
  version: 1,
  initial: emptyNotes,
  sanitize: sanitizeNotes,
});

export const notesSyncStatus = create<{ problem: string | null }>(() => ({ problem: null }));

const deviceValue = () => notesOnDevice.getState().value;

async function runSync(userId: string): Promise<void> {
  notesOnDevice.getState().set((s) => notesForUser(s, userId));
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    const sent = [...deviceValue().pending];
    const problems: string[] = [];
    for (const change of sent) {
      const path = `/notes/${encodeURIComponent(change.id)}`;
      try {
        if (change.text === null) await apiSend('DELETE', `${path}?at=${encodeURIComponent(change.at)}`);
        else await apiSend('PUT', path, { contentId: change.contentId, text: change.text, at: change.at });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0 || error.status === 401) throw error;
        // Refused for good — removed later on another device (409 REMOVED_LATER), its card deleted
        // (404), the limit reached: retrying cannot help, so it is settled; only the limit is told.
        if (error.code !== 'REMOVED_LATER' && error.status !== 404) problems.push(error.message);
      }
    }
    const { notes } = await apiGet<{ notes: CardNote[] }>('/notes');
    notesOnDevice.getState().set((s) => (s.userId === userId ? settleNotes(s, sent, notes) : s));
    notesSyncStatus.setState({ problem: problems.length > 0 ? problems.join(' ') : null });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return;
    notesSyncStatus.setState({ problem: error instanceof Error ? error.message : String(error) });
  }
}

let inFlight: Promise<void> | null = null;
function syncNotes(userId: string): Promise<void> {
  inFlight ??= runSync(userId).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let shownFor: string | null = null;
let synced = false;
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (shownFor !== null && deviceValue().pending.length > 0) void syncNotes(shownFor);
  });
}

/** The teacher's notes on one card, newest first, from this device at once. */
export function useCardNotes(contentId: string) {
  const userId = useSession().data?.id ?? null;
  const stored = useSyncExternalStore(notesOnDevice.subscribe, deviceValue, () => notesOnDevice.getInitialState().value);
  useEffect(() => {
    shownFor = userId;
    // One read per page load is enough: every card on a list shares it.
    if (userId !== null && !synced) {
      synced = true;
      void syncNotes(userId);
    }
  }, [userId]);
  const mine = userId !== null && stored.userId === userId ? stored : null;
  const notes = mine ? visibleNotes(mine).filter((n) => n.contentId === contentId) : [];
  const pending = new Set((mine?.pending ?? []).map((p) => p.id));
  const problem = notesSyncStatus((s) => s.problem);
  const write = (id: string, text: string | null) => {
    if (userId === null) return;
    notesOnDevice.getState().set((s) => queueNote(notesForUser(s, userId), { id, contentId, text, at: new Date().toISOString() }));
    void syncNotes(userId);
  };
  return {
    signedIn: userId !== null,
    notes,
    /** Why the server refused a note (e.g. the limit); null when all went through. */
    problem,
    isPending: (id: string) => pending.has(id),
    add: (text: string) => write(crypto.randomUUID(), text),
    change: (id: string, text: string) => write(id, text),
    remove: (id: string) => write(id, null),
  };
}
