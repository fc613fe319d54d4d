import type { AdminUser } from '@core/schemas/admin';
import type { AdminUserRow } from './admin-users.queries';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the Benutzerverwaltung sees of an account: no password hash, no tokens, no picture. */
export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role === 'admin' ? 'admin' : 'user',
    emailVerified: Boolean(row.emailVerified),
    banned: Boolean(row.banned),
    banReason: row.banReason,
    createdAt: iso(row.createdAt),
    lastSignInAt: row.lastSignInAt ? iso(row.lastSignInAt) : null,
  };
}
