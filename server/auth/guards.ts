import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { apiError } from '../http/api-error';

/**
 * Our row-level security starts here: the session is read from the database on every call
 * (no cookie cache), so a role change or a deleted account takes effect at once.
 */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, 'UNAUTHENTICATED', 'Bitte melden Sie sich an.');
    c.set('user', { id: session.user.id, email: session.user.email, role: session.user.role === 'admin' ? 'admin' : 'user' });
    await next();
  };
}

export function requireAdmin(): MiddlewareHandler<AppEnv> {
  const user = requireUser();
  return async (c, next) =>
    user(c, async () => {
      if (c.get('user').role !== 'admin') {
        c.res = apiError(c, 403, 'FORBIDDEN', 'Dafür sind Admin-Rechte nötig.');
        return;
      }
      await next();
    });
}
