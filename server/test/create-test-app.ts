import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import type { AppDeps } from '../app-env';
import { loadConfig, type LogLevel } from '../config/env';
import { createDatabase } from '../db/database';
import { buildDeps } from '../deps';
import { createLogger, type Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_INDEX_HTML = '<!doctype html><html lang="de"><body><div id="root"></div></body></html>';
export const TEST_ASSET = 'assets/index-Ab12Cd34.js';

/** A stand-in for dist/client so static serving is tested without a front-end build. */
function createClientFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  fs.writeFileSync(path.join(dir, TEST_ASSET), 'console.log("sportkiste");');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: TestDatabase;
  clientDir: string;
  cleanup(): Promise<void>;
}

/** Origin the test app believes it is served at; requests that change state send it. */
export const TEST_ORIGIN = 'http://localhost:3000';

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: { mailer?: Mailer; logger?: Logger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clientDir = createClientFixture();
  // Uploaded files go to a folder of this test app's own, never to ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...env,
  });
  // The server's own logger, so lines carry the request id in tests as they do in production.
  const logger = overrides.logger ?? createLogger((process.env.TEST_LOG_LEVEL ?? 'silent') as LogLevel);
  const deps = await buildDeps(config, database, logger, clientDir, overrides);
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    clientDir,
    cleanup: async () => {
      await database.cleanup();
      fs.rmSync(clientDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server process on the same database, as behind a load balancer: its own
 * connection, caches and auth instance, the same secret and configuration.
 */
export async function createSecondInstance(t: TestApp): Promise<TestApp> {
  const handle = createDatabase(t.database.target);
  const deps = await buildDeps(t.deps.config, handle, t.deps.logger, t.clientDir);
  return {
    app: createApp(deps),
    deps,
    database: { ...handle, target: t.database.target, cleanup: () => handle.db.destroy() },
    clientDir: t.clientDir,
    cleanup: () => handle.db.destroy(),
  };
}
