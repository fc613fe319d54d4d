import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../config/env';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export interface TestDatabase extends DatabaseHandle {
  /** Where it lives, so a test can open a second connection as another process would. */
  target: Config['database'];
  cleanup(): Promise<void>;
}

/**
 * An empty database of its own on the shared PostgreSQL server (the server keeps what runs
 * leave behind, so every test creates one with a random name and drops it again).
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  options: { prefix?: string; connectTimeoutMs?: number } = {},
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  // Random, not the time: runs started in the same millisecond (parallel test files) must not collide.
  const name = `${options.prefix ?? 'sportkiste_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({
    connectionString: serverUrl,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
  });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: a SQLite file in a temporary folder, or,
 * when TEST_DATABASE_URL points at PostgreSQL, a new database on that server that is
 * dropped again afterwards (the server is shared by every run on the machine).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let target: Config['database'];
  let dropStorage: () => Promise<void>;

  if (serverUrl) {
    const created = await createPostgresTestDatabase(serverUrl);
    target = { kind: 'postgres', url: created.url };
    handle = createDatabase(target);
    dropStorage = created.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-test-'));
    target = { kind: 'sqlite', file: path.join(dir, 'test.sqlite') };
    handle = createDatabase(target);
    dropStorage = async () => fs.promises.rm(dir, { recursive: true, force: true });
  }

  if (options.migrate !== false) await migrateToLatest(handle.db, handle.dialect);

  let cleaned = false;
  return {
    ...handle,
    target,
    cleanup: async () => {
      if (cleaned) return;
      cleaned = true;
      await handle.db.destroy().catch(() => undefined);
      await dropStorage();
    },
  };
}
