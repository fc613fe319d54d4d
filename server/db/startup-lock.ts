import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/** Any fixed number; it only has to be the same in every Sportkiste process on one database. */
const STARTUP_LOCK_KEY = 7_311_902;

/**
 * Runs a process's start-up work on the database (better-auth's tables, our migrations, the
 * session secret, the starter import) while no other process does the same. Two replicas
 * started together on an empty PostgreSQL database otherwise both check, then both create:
 * one stopped with a duplicate key in the starter import. The lock belongs to one connection's
 * session, so a process killed mid-start releases it. SQLite serves one process per file.
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
