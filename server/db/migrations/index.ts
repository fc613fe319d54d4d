import type { Migration } from 'kysely';
import * as appMeta from './0001-app-meta';
import * as authAddressLimit from './0002-auth-address-limit';
import * as profilePicture from './0003-profile-picture';
import * as contentItem from './0004-content-item';
import * as favorite from './0005-favorite';
import * as contentImport from './0006-content-import';
import * as auditLog from './0007-audit-log';
import * as favoriteChanges from './0008-favorite-changes';
import * as materialNames from './0009-material-names';
import * as lessonPlans from './0010-lesson-plans';

/**
 * Every migration, in order. Listed statically (not read from the folder) so they work the
 * same under tsx, in a bundle and in tests. Migrations use only Kysely's schema builder with
 * types both SQLite and PostgreSQL understand, so one set serves both databases.
 */
export const migrations: Record<string, Migration> = {
  '0001-app-meta': appMeta,
  '0002-auth-address-limit': authAddressLimit,
  '0003-profile-picture': profilePicture,
  '0004-content-item': contentItem,
  '0005-favorite': favorite,
  '0006-content-import': contentImport,
  '0007-audit-log': auditLog,
  '0008-favorite-changes': favoriteChanges,
  '0009-material-names': materialNames,
  '0010-lesson-plans': lessonPlans,
};
