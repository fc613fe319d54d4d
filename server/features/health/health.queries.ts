import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Resolves when the database answers a trivial query. */
export async function checkDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
