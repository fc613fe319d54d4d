import type { Auth } from './auth';

/**
 * Account operations the server performs itself (operator CLI, security checks): they go
 * through better-auth so passwords are hashed its way and sessions and links are removed
 * with the user.
 */
export async function createAccount(
  auth: Auth,
  input: { email: string; password: string; username?: string; role: 'user' | 'admin' },
): Promise<string> {
  const context = await auth.$context;
  // Through better-auth's adapter (booleans and dates stored the way each database expects)
  // and its password hasher, but not its sign-up endpoint: an account an operator creates is
  // vouched for, so no confirmation mail goes out.
  const user = await context.internalAdapter.createUser(
    {
      email: input.email.trim().toLowerCase(),
      name: '',
      emailVerified: true,
      role: input.role,
      ...(input.username ? { username: input.username.toLowerCase(), displayUsername: input.username } : {}),
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(input.password),
  });
  return user.id;
}

export { findAccountId, setRole } from './auth.queries';

export async function deleteAccount(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteUser(userId);
}
