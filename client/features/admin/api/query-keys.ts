/** The admin screens' queries: a change invalidates exactly the lists it touches. */
export const adminKeys = {
  users: ['admin-users'] as const,
  usersPage: (q: string, page: number) => [...adminKeys.users, q, page] as const,
  audit: ['admin-audit'] as const,
  auditPage: (actor: string, action: string, page: number) => [...adminKeys.audit, actor, action, page] as const,
  securityChecks: ['security-checks'] as const,
};
