import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { apiError } from '../http/api-error';
import { hasTwoFactor } from './auth.queries';

/**
 * Our row-level security starts here: the session is read from the database on every call
 * (no cookie cache), so a role change or a deleted account takes effect at once.
 */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await c.get('deps').readSession(c.req.raw.headers);
    if (!user) return apiError(c, 401, 'UNAUTHENTICATED', 'Bitte melden Sie sich an.');
    c.set('user', user);
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
      // ADMIN_2FA=required: read from the database (like the role), so switching it off
      // takes effect at once. A session of such an admin was confirmed with a second factor:
      // sign-in asks for it, and switching it on ends every other session.
      const { config, db } = c.get('deps');
      if (config.auth.adminTwoFactorRequired) {
        if (!(await hasTwoFactor(db, c.get('user').id))) {
          c.res = apiError(c, 403, 'TWO_FACTOR_REQUIRED', 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung im Profil ein.');
          return;
        }
      }
      await next();
    });
}
