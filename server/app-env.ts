import type { Auth } from './auth/auth';
import type { SessionReader } from './auth/session-reader';
import type { Config } from './config/env';
import type { DatabaseHandle, Db, DialectName, PoolStats } from './db/database';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './storage/storage';

/** What the app is built from; tests pass their own (temporary database, silent logger). */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: DialectName;
  /** Statements prepared once, for what every request reads (see DatabaseHandle). */
  queryOne: DatabaseHandle['queryOne'];
  /** The database's connection figures, for /metrics. */
  poolStats: () => PoolStats;
  logger: Logger;
  auth: Auth;
  /** The signed-in user of a request, from the session cookie and the database (see session-reader.ts). */
  readSession: SessionReader;
  mailer: Mailer;
  files: FileStore;
  /** Folder of the built front end (dist/client). */
  clientDir: string;
  /** Folder of the build's server render (dist/ssr), which draws list pages with their cards; absent in tests. */
  ssrDir?: string;
}

/** The signed-in user as the guards established it. */
export interface RequestUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: RequestUser;
  };
}
