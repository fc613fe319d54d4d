import { describe, expect, it } from 'vitest';
import { emptyNotes, notesForUser, queueNote, sanitizeNotes, settleNotes, visibleNotes, type NotesOnDevice } from './notes-on-device';

const note = {
  id: 'n1',
  contentId: 'c1',
  text: 'klappte in 3b gut',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('card notes on this device', () => {
  it('shows queued notes at once and a removal hides the note', () => {
    let state: NotesOnDevice = { ...notesForUser(emptyNotes, 'u1'), notes: [note] };
    state = queueNote(state, { id: 'n2', contentId: 'c1', text: 'zu laut in 4a', at: '2026-11-26T10:00:00.000Z' });
    expect(visibleNotes(state).map((n) => n.text)).toEqual(['zu laut in 4a', 'klappte in 3b gut']);
    state = queueNote(state, { id: 'n1', contentId: 'c1', text: null, at: '2026-11-26T10:01:00.000Z' });
    expect(visibleNotes(state).map((n) => n.id)).toEqual(['n2']);
    expect(state.pending).toHaveLength(2);
  });

  it('keeps a change made after the sent one', () => {
    const sent = { id: 'n2', contentId: 'c1', text: 'a', at: '2026-11-26T10:00:00.000Z' };
    let state = queueNote(notesForUser(emptyNotes, 'u1'), sent);
    state = queueNote(state, { ...sent, text: 'b', at: '2026-11-26T10:00:05.000Z' });
    expect(settleNotes(state, [sent], []).pending.map((p) => p.text)).toEqual(['b']);
  });

  it('sanitizes what it reads', () => {
    expect(sanitizeNotes({ userId: 'u1', notes: [note], pending: [{ id: 1 }] })).toEqual({ userId: 'u1', notes: [note], pending: [] });
    expect(sanitizeNotes(null)).toEqual(emptyNotes);
  });
});
