import type { AppDeps } from './app-env';
import { createAuth } from './auth/auth';
import { getOrCreateAuthSecret } from './auth/secret';
import { createSessionReader } from './auth/session-reader';
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
  // The name better-auth gives the cookie (prefix, __Secure- on HTTPS), so both always agree.
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  return {
    config,
    db: database.db,
    dialect: database.dialect,
    queryOne: database.queryOne,
    poolStats: database.poolStats,
    logger,
    auth,
    readSession: createSessionReader(database, { secret: stored.secret, cookieName }),
    mailer,
    files: createFileStore(config.storage),
    clientDir,
    secretCreated: stored.created,
  };
}
