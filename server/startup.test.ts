import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env';
import { createDatabase } from './db/database';
import { prepareInstance } from './startup';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const contentDir = path.resolve(import.meta.dirname, '../content');
/** Every starter card: one file per card in each collection's folder. */
const starterCards = fs
  .readdirSync(contentDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
  .reduce((n, entry) => n + fs.readdirSync(path.join(contentDir, entry.name)).filter((name) => name.endsWith('.md')).length, 0);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const opened: { cleanup(): Promise<void> }[] = [];
afterAll(async () => {
  for (const item of opened.reverse()) await item.cleanup();
});

async function instance(database: TestDatabase) {
  // A second process on the same database: its own connection pool, its own data folder.
  const handle = createDatabase(database.target);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-start-'));
  opened.push({ cleanup: () => handle.db.destroy() });
  const env = database.target.kind === 'postgres' ? { DATABASE_URL: database.target.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  return { handle, config: loadConfig(env) };
}

describe.skipIf(!onPostgres)('start-up of several processes on one PostgreSQL database', () => {
  it('two processes starting together on an empty database both come up, with one library and one secret', async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    const [a, b] = await Promise.all([instance(database), instance(database)]);
    const silent = pino({ level: 'silent' });
    const dirs = { clientDir: '', contentDir };
    const [depsA, depsB] = await Promise.all([
      prepareInstance(a.config, a.handle, silent, dirs),
      prepareInstance(b.config, b.handle, silent, dirs),
    ]);

    const cards = await database.db
      .selectFrom('content_item')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(cards.n)).toBe(starterCards);
    const secrets = await database.db.selectFrom('app_meta').select('value').where('key', '=', 'auth_secret').execute();
    expect(secrets).toHaveLength(1);
    // Both sign the same cookies, so a session made on one is valid on the other.
    expect((await depsA.auth.$context).secret).toBe((await depsB.auth.$context).secret);
  });
});
