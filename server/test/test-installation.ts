import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { buildDeps } from '../deps';
import type { TestApp } from './create-test-app';
import { createPostgresTestDatabase } from './test-database';

/**
 * An installation as the operator commands see it: a DATA_DIR of its own and, when
 * TEST_DATABASE_URL is set, a PostgreSQL database of its own (created empty, dropped in
 * cleanup), both described by the variables the server reads — so a test can hand `env` to
 * `npm run backup` in a child process. Unlike createTestDatabase, the SQLite file lives where
 * the configuration says (DATA_DIR/sportkiste.sqlite), and nothing is created or migrated yet.
 */
export interface TestInstallation {
  env: Record<string, string>;
  config: Config;
  cleanup(): Promise<void>;
}

export async function createTestInstallation(extraEnv: Record<string, string> = {}): Promise<TestInstallation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-installation-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl = '';
  let dropDatabase = async () => undefined as void;
  if (serverUrl) {
    const created = await createPostgresTestDatabase(serverUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...extraEnv };
  return {
    env,
    config: loadConfig(env),
    cleanup: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app on an installation, started the way the server starts (migrations first). Without
 * AUTH_SECRET in the installation's env the secret is generated into the database, as in
 * production. `cleanup` closes the database; the installation itself stays.
 */
export async function openTestApp(installation: TestInstallation): Promise<TestApp> {
  const handle = createDatabase(installation.config.database);
  await migrateToLatest(handle.db, handle.dialect);
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-client-'));
  const deps = await buildDeps(installation.config, handle, pino({ level: 'silent' }), clientDir);
  const close = async () => {
    await handle.db.destroy().catch(() => undefined);
    fs.rmSync(clientDir, { recursive: true, force: true });
  };
  return {
    app: createApp(deps),
    deps,
    database: { ...handle, target: installation.config.database, cleanup: close },
    clientDir,
    cleanup: close,
  };
}
