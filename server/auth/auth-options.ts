import type { BetterAuthOptions } from 'better-auth';
import { admin, twoFactor, username } from 'better-auth/plugins';
import type { Db, DialectName } from '../db/database';

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;

/**
 * The part of the better-auth configuration that decides its tables. Shared by the running
 * instance and the schema migration, so both always agree on the columns.
 */
export function authSchemaOptions(db: Db, dialect: DialectName) {
  return {
    database: { db, type: dialect },
    user: { deleteUser: { enabled: true } },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (name) => USERNAME_PATTERN.test(name),
      }),
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        bannedUserMessage: 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an die Schulleitung oder den Betreiber.',
      }),
      // TOTP only (no mailed codes). The secret and the backup codes are stored encrypted with
      // the auth secret; a first correct code completes the set-up (no skipVerificationOnEnable).
      // Its own lockout stays on: 10 wrong codes in a row lock the second step for 15 minutes.
      twoFactor({ issuer: 'Sportkiste', backupCodeOptions: { amount: 10, storeBackupCodes: 'encrypted' } }),
    ],
    telemetry: { enabled: false },
  } satisfies BetterAuthOptions;
}
