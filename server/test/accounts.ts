import { createAccount } from '../auth/accounts';
import { TestClient } from './auth-client';
import type { TestApp } from './create-test-app';

/** Signed-in clients for the four roles the permission tests use. */
export async function roleClients(t: TestApp) {
  const make = async (email: string, role: 'user' | 'admin') => {
    await createAccount(t.deps.auth, { email, password: 'passwort-fuer-tests', role });
    const client = new TestClient(t);
    const res = await client.signIn(email, 'passwort-fuer-tests');
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
    return client;
  };
  return {
    visitor: new TestClient(t),
    user: await make('lehrerin@schule.test', 'user'),
    otherUser: await make('kollege@schule.test', 'user'),
    admin: await make('admin@schule.test', 'admin'),
  };
}
