import type { Config } from './config/env';
import { importStarterContentIfEmpty } from './content-files/content-import';
import { recordStartedVersion } from './db/app-meta.queries';
import type { DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { buildDeps } from './deps';
import type { Logger } from './logger';
import { appVersion } from './version';

/**
 * Brings the database up to this version and wires the app's services: migrations, version
 * record, session secret, and the starter library on an empty database. One process at a time
 * per database (withStartupLock), so replicas may start together.
 */
export async function prepareInstance(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  dirs: { clientDir: string; contentDir: string },
) {
  return withStartupLock(database, async () => {
    const { db, dialect, description } = database;
    const applied = await migrateToLatest(db, dialect);
    const previousVersion = await recordStartedVersion(db, appVersion);
    logger.info({ database: description, migrationsApplied: applied }, 'database ready');
    if (previousVersion && previousVersion !== appVersion) logger.info({ from: previousVersion, to: appVersion }, 'upgraded');
    const deps = await buildDeps(config, database, logger, dirs.clientDir);
    if (deps.secretCreated) logger.info('generated a session secret and stored it in the database (set AUTH_SECRET to choose one)');
    const starter = await importStarterContentIfEmpty(deps, dirs.contentDir);
    if (starter) logger.info({ cards: starter.created }, 'empty library: imported the starter content');
    return deps;
  });
}
