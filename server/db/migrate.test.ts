import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { recordStartedVersion } from './app-meta.queries';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.cleanup();
  database = undefined;
});

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('applies every migration on an empty database, then nothing on a second run', async () => {
    database = await createTestDatabase({ migrate: false });
    expect(await migrateToLatest(database.db, database.dialect)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(database.db, database.dialect)).toEqual([]);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['app_meta', 'user', 'session', 'account', 'verification', 'rateLimit', 'profile_picture']),
    );
  });

  it('remembers the version that last started', async () => {
    database = await createTestDatabase();
    expect(await recordStartedVersion(database.db, '0.1.0')).toBeNull();
    expect(await recordStartedVersion(database.db, '0.2.0')).toBe('0.1.0');
    expect(await recordStartedVersion(database.db, '0.2.0')).toBe('0.2.0');
  });
});
