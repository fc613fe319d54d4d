import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ContentInput } from '@core/schemas/content';
import { contentInputSchema } from '@core/schemas/content';
import type { DatabaseHandle, Db } from '../../db/database';
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

const LIBRARY_VERSION_KEY = 'content_version';

/**
 * Every write to the library stores a new random version, after the write: an instance that
 * read the old version before its list query may cache newer rows under it, never older rows
 * under the new one. Random rather than counted, so a restored backup cannot bring back a
 * number an instance has cached with other rows.
 */
async function markLibraryChanged(db: Db): Promise<void> {
  const value = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('app_meta')
    .values({ key: LIBRARY_VERSION_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** The library's current version (undefined before its first write), read on every list request. */
export async function readLibraryVersion(database: Pick<DatabaseHandle, 'queryOne'>): Promise<string | undefined> {
  const row = await database.queryOne<{ value: string }>('library_version', 'select value from app_meta where key = ?', [LIBRARY_VERSION_KEY]);
  return row?.value;
}

/** Spec §7: a collection's items ordered by creation time; the id breaks ties for a stable order. */
export function listContent(db: Db, collection: string): Promise<ContentRow[]> {
  return db.selectFrom('content_item').selectAll().where('collection', '=', collection).orderBy('created_at').orderBy('id').execute();
}

export function createContent(db: Db, collection: string, input: ContentInput, id: string = randomUUID()): Promise<ContentRow> {
  return createContentAt(db, collection, input, id, new Date().toISOString());
}

/**
 * Creates a card with given creation and change times: the importer gives the starter cards
 * the order of their files, so lists keep it.
 */
export async function createContentAt(db: Db, collection: string, input: ContentInput, id: string, at: string): Promise<ContentRow> {
  const row = { id, collection, ...columns(input), created_at: at, updated_at: at };
  await db.insertInto('content_item').values(row).execute();
  await markLibraryChanged(db);
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
  await markLibraryChanged(db);
  return db.selectFrom('content_item').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteContent(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('content_item').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await markLibraryChanged(db);
  return true;
}

/** What the audit log names a card by, and where it lived: read before deleting it. */
export function findContentLabel(db: Db, id: string) {
  return db.selectFrom('content_item').select(['clickable_header', 'collection']).where('id', '=', id).executeTakeFirst();
}

/** The card's collection, to file a favourite under the collection the database knows. */
export function findContentCollection(db: Db, id: string) {
  return db.selectFrom('content_item').select(['id', 'collection']).where('id', '=', id).executeTakeFirst();
}

/** The cards with these ids (favourites show the current card). */
export function listContentByIds(db: Db, ids: string[]): Promise<ContentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('content_item').selectAll().where('id', 'in', ids).execute();
}

/** When a card last changed, to tell the importer whether an admin edited it since. */
export function findContentChangedAt(db: Db, id: string) {
  return db.selectFrom('content_item').select(['id', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

/** Whether the library has any card (an empty one gets the starter content). */
export async function hasAnyContent(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('content_item').select('id').limit(1).executeTakeFirst());
}
