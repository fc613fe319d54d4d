import { apiFetch } from '@client/lib/api-client';
import { AuthError, authErrorFrom } from './auth-errors';

/** POST to a better-auth endpoint; resolves with its JSON, rejects with an AuthError in German. */
export async function authPost<T = unknown>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await apiFetch(`/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new AuthError('NETWORK', 0, 'network');
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) throw authErrorFrom(res.status, data, res.headers);
  return data as T;
}
