import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ContentInput } from '@core/schemas/content';
import { contentInputSchema } from '@core/schemas/content';
import type { Db } from '../../db/database';
import type { ContentItemTable } from '../../db/schema';

export type ContentRow = Selectable<ContentItemTable>;

function columns(input: ContentInput) {
  const parsed = contentInputSchema.parse(input);
  return {
    clickable_header: parsed.clickableHeader,
    content_header: parsed.contentHeader || null,
    category: parsed.category,
    sections: JSON.stringify(parsed.sections),
    tags: parsed.tags ? JSON.stringify(parsed.tags) : null,
    pdf_link: parsed.pdfLink,
    is_new: parsed.isNew ? 1 : 0,
  };
}

/** Spec §7: a collection's items ordered by creation time; the id breaks ties for a stable order. */
export function listContent(db: Db, collection: string): Promise<ContentRow[]> {
  return db.selectFrom('content_item').selectAll().where('collection', '=', collection).orderBy('created_at').orderBy('id').execute();
}

export async function createContent(db: Db, collection: string, input: ContentInput, id: string = randomUUID()): Promise<ContentRow> {
  const now = new Date().toISOString();
  const row = { id, collection, ...columns(input), created_at: now, updated_at: now };
  await db.insertInto('content_item').values(row).execute();
  return row;
}

/** Returns the updated row, or undefined when no item has that id. */
export async function updateContent(db: Db, id: string, input: ContentInput): Promise<ContentRow | undefined> {
  const result = await db
    .updateTable('content_item')
    .set({ ...columns(input), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return db.selectFrom('content_item').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteContent(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('content_item').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
