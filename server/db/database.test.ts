import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
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
