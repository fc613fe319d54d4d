import { isAPIError } from 'better-auth/api';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import { ADMIN_USERS_PAGE_SIZE } from '@core/schemas/admin';
import type { AppEnv } from '../../app-env';
import { auditAfter, writeAudit } from '../../audit/audit-log';
import { deleteAccount } from '../../auth/accounts';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../auth/auth';
import type { Database } from '../../db/schema';
import { apiError } from '../../http/api-error';
import { createRouter } from '../../http/router';
import { decideTargetAction, REFUSAL_MESSAGES, type Refusal, type TargetAction } from './admin-users.policy';
import { presentAdminUser } from './admin-users.presenter';
import { activeAdminIds, findUser, listUsers, updateBan, updateRole, withAdminRolesLock } from './admin-users.queries';
import { banUserRoute, deleteUserRoute, listUsersRoute, resendVerificationRoute, setRoleRoute, unbanUserRoute } from './admin-users.routes';

const NOT_FOUND = 'Dieses Konto gibt es nicht (mehr).';

/**
 * The Benutzerverwaltung (issue 13). Every change is decided under one lock together with the
 * rules "never yourself, never the last admin", and recorded in the audit log.
 */
export function adminUsersRouter() {
  const router = createRouter();
  router.openapi(listUsersRoute, async (c) => {
    const { q = '', page = 1 } = c.req.valid('query');
    const { rows, total } = await listUsers(c.get('deps').db, q, page);
    return c.json({ users: rows.map(presentAdminUser), total, page, pageSize: ADMIN_USERS_PAGE_SIZE }, 200);
  });

  /** Checks the rules for `action` on `id` under the lock and, when allowed, runs `apply` in the same transaction. */
  const decide = async (
    c: Context<AppEnv>,
    id: string,
    action: TargetAction,
    apply: (trx: Transaction<Database>, target: { email: string; role: string | null }) => Promise<void>,
  ): Promise<{ refused: Refusal | 'NOT_FOUND' } | { refused: null; target: { email: string } }> => {
    const { db, dialect } = c.get('deps');
    const actor = c.get('user');
    return withAdminRolesLock(db, dialect, async (trx) => {
      const target = await findUser(trx, id);
      if (!target) return { refused: 'NOT_FOUND' as const };
      const verdict = decideTargetAction({
        actorId: actor.id,
        targetId: id,
        targetRole: target.role,
        action,
        activeAdmins: await activeAdminIds(trx, dialect),
      });
      if (verdict !== 'allowed') return { refused: verdict };
      await apply(trx, target);
      return { refused: null, target };
    });
  };

  router.openapi(setRoleRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const actor = c.get('user');
    const result = await decide(c, id, role === 'admin' ? 'promote' : 'demote', async (trx, target) => {
      await updateRole(trx, id, role);
      await writeAudit(trx, actor, {
        action: role === 'admin' ? 'user.promote' : 'user.demote',
        targetType: 'user',
        targetId: id,
        targetLabel: target.email,
      });
    });
    if (result.refused !== null) return refusal(c, result.refused);
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(banUserRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const actor = c.get('user');
    const { dialect } = c.get('deps');
    const result = await decide(c, id, 'ban', async (trx, target) => {
      await updateBan(trx, dialect, id, reason);
      await writeAudit(trx, actor, {
        action: 'user.ban',
        targetType: 'user',
        targetId: id,
        targetLabel: target.email,
        details: { reason },
      });
    });
    if (result.refused !== null) return refusal(c, result.refused);
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(unbanUserRoute, async (c) => {
    const { id } = c.req.valid('param');
    const actor = c.get('user');
    const { dialect } = c.get('deps');
    const result = await decide(c, id, 'unban', async (trx, target) => {
      await updateBan(trx, dialect, id, null);
      await writeAudit(trx, actor, { action: 'user.unban', targetType: 'user', targetId: id, targetLabel: target.email });
    });
    if (result.refused !== null) return refusal(c, result.refused);
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(deleteUserRoute, async (c) => {
    const { id } = c.req.valid('param');
    const actor = c.get('user');
    const { auth, db, dialect, logger } = c.get('deps');
    // Under the lock an admin target first loses the role and its sessions, so a decision
    // running right after this one no longer counts it; the deletion itself then goes through
    // better-auth (outside our transaction: it uses its own connection), whose user-delete hook
    // removes the traces, exactly as when the person deletes the account themselves.
    const result = await decide(c, id, 'delete', async (trx, target) => {
      if (target.role === 'admin') await updateRole(trx, id, 'user');
      await updateBan(trx, dialect, id, 'Wird gelöscht.');
    });
    if (result.refused !== null) return refusal(c, result.refused);
    await deleteAccount(auth, id);
    await auditAfter(db, logger, actor, { action: 'user.delete', targetType: 'user', targetId: id, targetLabel: result.target.email });
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(resendVerificationRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { auth, db, logger } = c.get('deps');
    const target = await findUser(db, id);
    if (!target) return apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
    if (target.emailVerified) return apiError(c, 409, 'ALREADY_VERIFIED', 'Diese Adresse ist schon bestätigt.');
    try {
      // better-auth's own endpoint: same token and mail as after sign-up, and the same
      // per-address limit (3 per hour) as when the person asks for it.
      await auth.api.sendVerificationEmail({ body: { email: target.email, callbackURL: '/' } });
    } catch (err) {
      if (isAPIError(err) && err.statusCode === 429) return apiError(c, 429, 'TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_MESSAGE);
      throw err;
    }
    await auditAfter(db, logger, c.get('user'), {
      action: 'user.resend-verification',
      targetType: 'user',
      targetId: id,
      targetLabel: target.email,
    });
    return c.json({ ok: true as const }, 200);
  });

  return router;
}

function refusal(c: Context<AppEnv>, reason: Refusal | 'NOT_FOUND') {
  if (reason === 'NOT_FOUND') return apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
  if (reason === 'ACTOR_NOT_ADMIN') return apiError(c, 403, 'FORBIDDEN', REFUSAL_MESSAGES[reason]);
  return apiError(c, 409, reason, REFUSAL_MESSAGES[reason]);
}
