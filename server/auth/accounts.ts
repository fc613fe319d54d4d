import type { Auth } from './auth';
import type { Db } from '../db/database';

/**
 * Account operations the server performs itself (operator CLI, security checks): they go
 * through better-auth so passwords are hashed its way and sessions and links are removed
 * with the user.
 */
export async function createAccount(
  auth: Auth,
  input: { email: string; password: string; username?: string; role: 'user' | 'admin' },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const result = await auth.api.signUpEmail({ body: { email, password: input.password, name: '' } });
  const id = result.user.id;
  // Through better-auth's adapter: it stores booleans the way each database expects.
  const context = await auth.$context;
  await context.internalAdapter.updateUser(id, {
    // An operator vouches for the address, so no confirmation mail is needed.
    emailVerified: true,
    role: input.role,
    ...(input.username ? { username: input.username.toLowerCase(), displayUsername: input.username } : {}),
  });
  return id;
}

export async function findAccountId(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.id;
}

export async function setRole(db: Db, userId: string, role: 'user' | 'admin'): Promise<void> {
  await db.updateTable('user').set({ role, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
}

export async function deleteAccount(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteUser(userId);
}
