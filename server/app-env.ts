import type { Config } from './config/env';
import type { Db, DialectName } from './db/database';
import type { Logger } from './logger';

/** What the app is built from; tests pass their own (temporary database, silent logger). */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: DialectName;
  logger: Logger;
  /** Folder of the built front end (dist/client). */
  clientDir: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
  };
}
