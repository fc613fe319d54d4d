import type { DatabaseHandle } from '../db/database';

export interface SessionRow {
  userId: string;
  email: string;
  role: string | null;
  /** ISO text on SQLite, a Date on PostgreSQL. */
  expiresAt: string | Date;
  banned: boolean | number | null;
  banExpires: string | Date | null;
}

// "user" is quoted: it is a reserved word in PostgreSQL.
const SESSION_BY_TOKEN = `select s."userId" as "userId", u.email as email, u.role as role, s."expiresAt" as "expiresAt",
  u.banned as banned, u."banExpires" as "banExpires"
  from session s join "user" u on u.id = s."userId" where s.token = ?`;

/** The session with this token and its user, read on every signed-in request (one prepared statement). */
export function findSessionByToken(database: Pick<DatabaseHandle, 'queryOne'>, token: string): Promise<SessionRow | undefined> {
  return database.queryOne<SessionRow>('session_by_token', SESSION_BY_TOKEN, [token]);
}
