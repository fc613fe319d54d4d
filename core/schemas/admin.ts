import { z } from './zod';

/** Accounts per page of the Benutzerverwaltung. */
export const ADMIN_USERS_PAGE_SIZE = 20;
/** Audit entries per page of the Protokoll. */
export const AUDIT_PAGE_SIZE = 50;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  createdAt: z.string(),
  /**
   * When the newest session that still exists was created. Sessions end on sign-out and
   * expiry, so null means "no session left", not "never signed in".
   */
  lastSignInAt: z.string().nullable(),
});

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const setRoleInputSchema = z.object({ role: z.enum(['user', 'admin']) }).strict();
export const banInputSchema = z
  .object({
    reason: z.string().trim().min(1, 'Bitte geben Sie einen Grund an.').max(200, 'Der Grund darf höchstens 200 Zeichen lang sein.'),
  })
  .strict();

export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** Every action the audit log records, with its German label for the Protokoll. */
export const AUDIT_ACTIONS = {
  'user.delete': 'Konto gelöscht',
  'user.promote': 'Zum Admin gemacht',
  'user.demote': 'Admin-Rechte entzogen',
  'user.ban': 'Konto gesperrt',
  'user.unban': 'Sperre aufgehoben',
  'user.resend-verification': 'Bestätigungsmail erneut gesendet',
  'content.create': 'Karte angelegt',
  'content.update': 'Karte geändert',
  'content.delete': 'Karte gelöscht',
  'file.upload': 'Datei hochgeladen',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const auditActionSchema = z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]);

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  details: z.record(z.string(), z.string()).nullable(),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who appears as an actor, for the filter (also admins deleted since). */
  actors: z.array(z.object({ id: z.string(), email: z.string() })),
  actions: z.array(auditActionSchema),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
