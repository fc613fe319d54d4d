import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface NoteRow {
  id: string;
  content_id: string;
  text: string;
  created_at: string;
  changed_at: string;
}

const columns = ['id', 'content_id', 'text', 'created_at', 'changed_at'] as const;

/** The teacher's notes now, last changed first; removed ones stay as records (see 0010) but are not listed. */
export function listNotes(db: Db, userId: string): Promise<NoteRow[]> {
  return db
    .selectFrom('card_note')
    .select(columns)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .orderBy('changed_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The note with this id, whoever owns it, removed or not: the caller tells „someone else's“ from „new“. */
export function findNoteRecord(db: Db, id: string) {
  return db.selectFrom('card_note').select(['user_id', 'content_id', 'changed_at', 'removed_at']).where('id', '=', id).executeTakeFirst();
}

/** The teacher's current note, if it is there and not removed. */
export function findNote(db: Db, userId: string, id: string): Promise<NoteRow | undefined> {
  return db
    .selectFrom('card_note')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function countNotes(db: Db, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('card_note')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Records that the teacher wrote `text` at `at` — unless the row holds a later edit or removal,
 * which then wins (a device that was offline may send an older edit after another device's newer
 * one). One upsert, so two devices saving at once cannot interleave between a read and a write;
 * the owner check is part of it, so an id that is someone else's is never overwritten.
 */
export async function recordNoteText(
  db: Db,
  userId: string,
  note: { id: string; contentId: string; text: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('card_note')
    .values({ id: note.id, user_id: userId, content_id: note.contentId, text: note.text, created_at: at, changed_at: at, removed_at: null })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          text: sql<string>`excluded.text`,
          // A note written again after its removal is a new one: it counts from now.
          created_at: sql<string>`case when card_note.removed_at is null then card_note.created_at else excluded.created_at end`,
          changed_at: sql<string>`excluded.changed_at`,
          removed_at: null,
        })
        // Equal times: the action that arrives last counts (a retried request changes nothing).
        .where(sql<boolean>`card_note.changed_at <= excluded.changed_at`)
        .where(sql<boolean>`card_note.user_id = excluded.user_id`),
    )
    .execute();
}

/** Records the removal at `at` unless a later edit exists; the text goes, the record of the removal stays. */
export async function recordNoteRemoval(db: Db, userId: string, id: string, at: string): Promise<void> {
  await db
    .updateTable('card_note')
    .set({ text: '', removed_at: at, changed_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('changed_at', '<=', at)
    .execute();
}

/** Every note record of a user, removed ones too, oldest first (for „Meine Daten“). */
export function listNoteRecords(db: Db, userId: string) {
  return db
    .selectFrom('card_note')
    .select(['content_id', 'text', 'created_at', 'changed_at', 'removed_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
