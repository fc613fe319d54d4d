import type { CardNote } from '@core/schemas/lesson-plan';
import type { NoteRow } from './card-notes.queries';

export function presentNote(row: NoteRow): CardNote {
  return { id: row.id, contentId: row.content_id, text: row.text, createdAt: row.created_at, updatedAt: row.changed_at };
}
