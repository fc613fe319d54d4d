import { Migrator, sql } from 'kysely';
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

  it('stores the material words of older cards as the vocabulary’s names, keeps unknown words, and marks the library changed', async () => {
    database = await createTestDatabase({ migrate: false });
    const { db } = database;
    await migrateToLatest(db, database.dialect);
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    await migrator.migrateTo('0008-favorite-changes');
    const at = '2026-01-01T00:00:00.000Z';
    const card = (id: string, tags: unknown) =>
      sql`insert into content_item (id, collection, clickable_header, content_header, category, sections, is_new, pdf_link, tags, created_at, updated_at)
        values (${id}, 'fangspiele', ${id}, null, null, '[]', 0, null, ${tags === null ? null : JSON.stringify(tags)}, ${at}, ${at})`.execute(
        db,
      );
    await card('alt', { grades: [1], materials: ['Pylonen', 'Hütchen', 'Langbänke', 'Wackelbrett', 'Poolnudeln'] });
    await card('neu', { grades: [2], materials: ['Ball'] });
    await card('ohne', null);
    await migrator.migrateTo('0009-material-names');
    const tags = async (id: string) =>
      JSON.parse(
        (await sql<{ tags: string | null }>`select tags from content_item where id = ${id}`.execute(db)).rows[0]?.tags ?? 'null',
      ) as unknown;
    expect(await tags('alt')).toEqual({ grades: [1], materials: ['Hütchen', 'Langbank', 'Wackelbrett', 'Schwimmnudel'] });
    expect(await tags('neu')).toEqual({ grades: [2], materials: ['Ball'] });
    expect(await tags('ohne')).toBeNull();
    const version = await sql<{ value: string }>`select value from app_meta where key = 'content_version'`.execute(db);
    expect(version.rows[0]?.value).toMatch(/^[0-9a-f-]{36}$/);
  });
});
