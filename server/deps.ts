import type { AppDeps } from './app-env';
import { createAuth } from './auth/auth';
import { getOrCreateAuthSecret } from './auth/secret';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/database';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createFileStore } from './storage/create-store';

/** Wires the services the app needs, the same way for the server and for tests. */
export async function buildDeps(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  clientDir: string,
  overrides: { mailer?: Mailer } = {},
): Promise<AppDeps & { secretCreated: boolean }> {
  const mailer = overrides.mailer ?? createMailer(config.mail, logger);
  const stored = config.auth.secret ? { secret: config.auth.secret, created: false } : await getOrCreateAuthSecret(database.db);
  const auth = createAuth({ config, db: database.db, dialect: database.dialect, logger, mailer, secret: stored.secret });
  return {
    config,
    db: database.db,
    dialect: database.dialect,
    poolStats: database.poolStats,
    logger,
    auth,
    mailer,
    files: createFileStore(config.storage),
    clientDir,
    secretCreated: stored.created,
  };
}
