import type { Db } from '../../db/database';

export async function savePicture(db: Db, userId: string, jpeg: Uint8Array, image: string): Promise<void> {
  const now = new Date().toISOString();
  const jpegBase64 = Buffer.from(jpeg).toString('base64');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profile_picture')
      .values({ user_id: userId, jpeg_base64: jpegBase64, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ jpeg_base64: jpegBase64, updated_at: now }))
      .execute();
    await trx.updateTable('user').set({ image, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
  });
}

export async function deletePicture(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('profile_picture').where('user_id', '=', userId).execute();
    await trx.updateTable('user').set({ image: null, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
  });
}

export async function findPicture(db: Db, userId: string) {
  return db.selectFrom('profile_picture').select(['jpeg_base64', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}
