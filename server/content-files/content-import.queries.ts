import type { Db } from '../db/database';

/** What the importer last wrote for a card: the file's hash and the card's change time then. */
export function findImportRecord(db: Db, contentId: string) {
  return db.selectFrom('content_import').selectAll().where('content_id', '=', contentId).executeTakeFirst();
}

/** Remembers what was imported, so the next import can tell an admin's edit from a changed file. */
export async function saveImportRecord(db: Db, contentId: string, fileHash: string, rowUpdatedAt: string): Promise<void> {
  await db
    .insertInto('content_import')
    .values({ content_id: contentId, file_hash: fileHash, row_updated_at: rowUpdatedAt })
    .onConflict((oc) => oc.column('content_id').doUpdateSet({ file_hash: fileHash, row_updated_at: rowUpdatedAt }))
    .execute();
}
