import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { createDatabase, type DatabaseHandle } from './database';

let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.db.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('createDatabase (SQLite)', () => {
  it('creates the data folder and opens the file in WAL mode with a busy timeout', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-db-'));
    const file = path.join(dir, 'neu', 'unter', 'sportkiste.sqlite');
    handle = createDatabase({ kind: 'sqlite', file });
    expect(handle.dialect).toBe('sqlite');
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(handle.db);
    expect(timeout.rows[0]?.timeout).toBe(5000);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('never puts a PostgreSQL password into the description it logs', () => {
    handle = createDatabase({ kind: 'postgres', url: 'postgres://app:geheim@127.0.0.1:5432/sport' });
    expect(handle.description).toContain('127.0.0.1:5432/sport');
    expect(handle.description).not.toContain('geheim');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('createDatabase (PostgreSQL)', () => {
  it('survives the server closing its idle connections (restart, failover) and answers the next query', async () => {
    const database = await createTestDatabase();
    const lost: Error[] = [];
    handle = createDatabase(database.target, { onConnectionLost: (error) => lost.push(error) });
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle!.db)));
    const open = handle.poolStats().open;
    expect(open).toBeGreaterThan(1);
    const name = new URL((database.target as { url: string }).url).pathname.slice(1);
    // From another connection, as an administrator or a restarting server would.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`.execute(
      database.db,
    );
    // Each closed connection is reported as the server's notice arrives; the process lives on.
    await expect.poll(() => lost.length).toBe(open);
    const answer = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(answer.rows[0]?.one).toBe(1);
    await handle.db.destroy();
    handle = undefined;
    await database.cleanup();
  });
});
