/** What an admin does to an account in the Benutzerverwaltung. */
export type TargetAction = 'promote' | 'demote' | 'ban' | 'unban' | 'delete';

export const REFUSAL_MESSAGES = {
  LAST_ADMIN: 'Das ist der letzte Admin. Machen Sie zuerst ein anderes Konto zum Admin.',
  SELF: 'Das können Sie nicht mit Ihrem eigenen Konto tun.',
  ACTOR_NOT_ADMIN: 'Sie haben keine Admin-Rechte mehr.',
} as const;

export type Refusal = keyof typeof REFUSAL_MESSAGES;

/**
 * Who may do what (issue 13): never demote, ban or delete yourself, never leave no admin that
 * can act, and only an admin who still is one (re-read under the lock, so an admin demoted a
 * moment ago cannot still act). The last-admin rule is checked first so the person trying it
 * on themselves learns the real reason.
 */
export function decideTargetAction(input: {
  actorId: string;
  targetId: string;
  targetRole: string | null;
  action: TargetAction;
  activeAdmins: string[];
}): Refusal | 'allowed' {
  const { actorId, targetId, targetRole, action, activeAdmins } = input;
  const removesAdmin = action === 'demote' || action === 'ban' || action === 'delete';
  if (removesAdmin && targetRole === 'admin' && activeAdmins.includes(targetId) && activeAdmins.length <= 1) return 'LAST_ADMIN';
  if (removesAdmin && actorId === targetId) return 'SELF';
  if (!activeAdmins.includes(actorId)) return 'ACTOR_NOT_ADMIN';
  return 'allowed';
}
