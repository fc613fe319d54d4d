import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { createFileStore } from '../storage/create-store';
import { TestClient } from '../test/auth-client';
import { pgToolsProblem } from '../test/pg-tools';
import { runCli } from '../test/run-cli';
import { addFavorite, createCard, fillEveryTable, SAMPLE_PASSWORD, samplePdf, upload } from '../test/sample-data';
import { allFiles, allRows } from '../test/table-rows';
import { createTestInstallation, openTestApp } from '../test/test-installation';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const skip = await pgToolsProblem();
if (skip) console.warn(`Sicherungstests auf PostgreSQL übersprungen: ${skip}`);
const pgTools = { env: process.env };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The library version in app_meta is replaced by every content write (the list caches' signal),
 * so the backup's value was true at its moment but is no row of the source's final state; the
 * rows it stands for are compared themselves.
 */
function withoutLibraryVersion(rows: Record<string, string[]>): Record<string, string[]> {
  return { ...rows, app_meta: (rows.app_meta ?? []).filter((row) => (JSON.parse(row) as { key: string }).key !== 'content_version') };
}

function tempPath(name: string): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-backup-'));
  cleanups.push(async () => fs.rmSync(parent, { recursive: true, force: true }));
  return path.join(parent, name);
}

async function installation(env: Record<string, string> = {}) {
  const created = await createTestInstallation(env);
  cleanups.push(created.cleanup);
  return created;
}

const fileKeysIn = (text: string | null) => [...(text ?? '').matchAll(/\/api\/files\/([a-f0-9]{64}\.[a-z]+)/g)].map((m) => m[1] as string);

describe.skipIf(skip !== null)(`backup and restore (${dialect})${skip ? ` – übersprungen: ${skip}` : ''}`, () => {
  it('restores every row of every table and every file byte for byte, and the restored installation works', async () => {
    const source = await installation();
    const app = await openTestApp(source);
    cleanups.push(app.cleanup);
    const { teachers } = await fillEveryTable(app);
    const rows = await allRows(app.deps.db);
    // The data set reaches every table the database has (better-auth's included), so
    // "identical" below is a statement about all of them.
    expect(Object.keys(rows).length).toBeGreaterThanOrEqual(13);
    expect(
      Object.entries(rows)
        .filter(([, list]) => list.length === 0)
        .map(([name]) => name),
    ).toEqual([]);
    const files = await allFiles(app.deps.files);
    expect(Object.keys(files)).toHaveLength(11); // 8 Stationskarten + 3 uploads

    const dir = tempPath('sicherung');
    const started = performance.now();
    const manifest = await createBackup({ database: source.config.database, files: app.deps.files, filesLabel: 'Quelle' }, dir, {
      pgTools,
    });
    console.info(`[${dialect}] backup of the starter library + sample data: ${Math.round(performance.now() - started)} ms`);
    expect(manifest.tables).toEqual(Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.length])));
    expect(manifest.files.map((file) => file.name)).toEqual(Object.keys(files).sort());

    const target = await installation();
    const targetFiles = createFileStore(target.config.storage);
    const lines: string[] = [];
    const summary = await restoreBackup(
      dir,
      { database: target.config.database, files: targetFiles, filesLabel: 'Ziel' },
      { pgTools, report: (line) => lines.push(line) },
    );
    expect(summary.migrationsApplied).toEqual([]);
    expect(lines).toContain('Sicherung geprüft: Datenbank und alle Dateien stimmen mit manifest.json überein.');
    expect(lines.at(-1)).toMatch(/^Wiederherstellung fertig/);

    const restored = createDatabase(target.config.database);
    cleanups.push(() => restored.db.destroy());
    expect(await allRows(restored.db)).toEqual(rows);
    expect(await allFiles(targetFiles)).toEqual(files);

    // Sessions, password hashes and the generated secret came along: the teacher's cookie
    // from before the backup still works, and so does her password.
    const revived = await openTestApp(target);
    cleanups.push(revived.cleanup);
    const sameSession = new TestClient(revived, '10.0.0.2');
    sameSession.cookie = teachers[0]!.cookie;
    const favorites = (await (await sameSession.request('/api/favorites')).json()) as { favorites: unknown[] };
    expect(favorites.favorites).toHaveLength(2);
    // Her lesson plan (with its card) and her note came along too.
    const plans = (await (await sameSession.request('/api/plans')).json()) as { plans: { title: string; items: { card: unknown }[] }[] };
    expect(plans.plans).toEqual([
      expect.objectContaining({
        title: 'Fangen in der 2a',
        items: [expect.objectContaining({ card: expect.objectContaining({ clickableHeader: 'Schattenfangen' }) })],
      }),
    ]);
    const notes = (await (await sameSession.request('/api/notes')).json()) as { notes: { text: string }[] };
    expect(notes.notes.map((note) => note.text)).toEqual(['Mit der 2a nach dem Sportfest.']);
    expect((await new TestClient(revived, '10.0.0.9').signIn('lehrkraft2@schule.test', SAMPLE_PASSWORD)).status).toBe(200);
  }, 90_000);

  it('backs up while the app keeps writing: the restore is one consistent moment with every file it refers to', async () => {
    const source = await installation();
    const app = await openTestApp(source);
    cleanups.push(app.cleanup);
    const { admin, teachers } = await fillEveryTable(app);
    const before = withoutLibraryVersion(await allRows(app.deps.db));
    const beforeFiles = await allFiles(app.deps.files);
    // Cards nobody has favourited yet: adding a favourite again is a new action that records its
    // time (later wins, issue 19), which would change a row from `before`.
    const favourited = app.deps.db.selectFrom('favorite').select('content_id').where('content_id', 'is not', null);
    const starterCards = (
      await app.deps.db.selectFrom('content_item').select('id').where('id', 'not in', favourited).orderBy('id').execute()
    ).map((row) => row.id);

    // Two writers through the API: new uploads each referenced by a new card, and favourites.
    let stop = false;
    const acknowledged: { at: number; table: 'content_item' | 'favorite'; key: string }[] = [];
    const cardWriter = (async () => {
      for (let i = 0; !stop; i++) {
        const pdf = await upload(admin, samplePdf(`Laufzettel ${i}`));
        const card = await createCard(admin, 'fangspiele', {
          clickableHeader: `Staffel ${i}`,
          sections: [{ id: 'a', content: `Runde ${i}` }],
          pdfLink: pdf,
        });
        acknowledged.push({ at: Date.now(), table: 'content_item', key: card.id });
      }
    })();
    const favoriteWriter = (async () => {
      for (const [i, id] of starterCards.entries()) {
        if (stop) return;
        const teacher = teachers[i % 2]!;
        await addFavorite(teacher, { kind: 'card', contentId: id });
        acknowledged.push({ at: Date.now(), table: 'favorite', key: `card:${id}` });
      }
    })();
    const writers = Promise.all([cardWriter, favoriteWriter]);
    // A writer that fails ends the wait (and the test) instead of leaving it spinning.
    while (acknowledged.length < 10) await Promise.race([new Promise((resolve) => setTimeout(resolve, 10)), writers]);

    const dir = tempPath('sicherung');
    const acknowledgedBefore = [...acknowledged];
    const started = Date.now();
    const backup = await runCli('backup', [dir], source.env);
    const ended = Date.now();
    stop = true;
    await writers;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Sicherung fertig/);
    const duringBackup = acknowledged.filter((write) => write.at >= started && write.at <= ended).length;
    expect(duringBackup).toBeGreaterThan(5);

    const final = withoutLibraryVersion(await allRows(app.deps.db));
    const finalFiles = await allFiles(app.deps.files);
    const target = await installation();
    const restore = await runCli('restore', [dir], target.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/Wiederherstellung fertig/);
    const restoredDb = createDatabase(target.config.database);
    cleanups.push(() => restoredDb.db.destroy());
    const restored = withoutLibraryVersion(await allRows(restoredDb.db));
    const restoredFiles = await allFiles(createFileStore(target.config.storage));

    // Every restored row exists, byte for byte, in the source; nothing from before is lost.
    expect(Object.keys(restored).sort()).toEqual(Object.keys(final).sort());
    for (const [table, list] of Object.entries(restored)) {
      const finalSet = new Set(final[table]);
      expect({ table, notInSource: list.filter((row) => !finalSet.has(row)) }).toEqual({ table, notInSource: [] });
      const restoredSet = new Set(list);
      expect({ table, lost: (before[table] ?? []).filter((row) => !restoredSet.has(row)) }).toEqual({ table, lost: [] });
    }
    const cardIds = new Set((restored.content_item ?? []).map((row) => (JSON.parse(row) as { id: string }).id));
    const favoriteKeys = new Set((restored.favorite ?? []).map((row) => (JSON.parse(row) as { item_key: string }).item_key));
    for (const write of acknowledgedBefore)
      expect(write.table === 'content_item' ? cardIds.has(write.key) : favoriteKeys.has(write.key)).toBe(true);

    // One moment: every favourite's card is there, and every file a card refers to.
    for (const row of restored.favorite ?? []) {
      const { content_id } = JSON.parse(row) as { content_id: string | null };
      if (content_id) expect(cardIds.has(content_id)).toBe(true);
    }
    for (const row of restored.content_item ?? []) {
      const card = JSON.parse(row) as { pdf_link: string | null; sections: string };
      for (const key of [...fileKeysIn(card.pdf_link), ...fileKeysIn(card.sections)]) expect(restoredFiles[key], key).toBeDefined();
    }
    for (const [name, bytes] of Object.entries(restoredFiles)) expect(bytes).toBe(finalFiles[name]);
    for (const name of Object.keys(beforeFiles)) expect(restoredFiles[name]).toBe(beforeFiles[name]);

    const restoredWrites = acknowledged.filter(
      (w) => w.at >= started && w.at <= ended && (w.table === 'content_item' ? cardIds.has(w.key) : favoriteKeys.has(w.key)),
    );
    // The snapshot fell between writes: some made during the command are in it, later ones not.
    expect(restoredWrites.length).toBeGreaterThan(0);
    expect(restoredWrites.length).toBeLessThan(duringBackup);
    console.info(
      `[${dialect}] backup under writes: ${ended - started} ms for the command, ${duringBackup} writes acknowledged meanwhile, ${restoredWrites.length} of them in the backup; ${acknowledged.length} writes in all`,
    );
  }, 120_000);

  it('brings a backup from an older version up to date with the migrations', async () => {
    const source = await installation();
    const older = createDatabase(source.config.database);
    cleanups.push(() => older.db.destroy());
    await migrateToLatest(older.db, older.dialect);
    // The state of a version before the newest migration.
    const migrator = new Migrator({ db: older.db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    const newest = Object.keys(migrations).at(-1) as string;
    expect((await migrator.migrateDown()).results?.[0]).toMatchObject({ migrationName: newest, status: 'Success' });

    const dir = tempPath('alt');
    const manifest = await createBackup(
      { database: source.config.database, files: createFileStore(source.config.storage), filesLabel: 'Quelle' },
      dir,
      { pgTools },
    );
    expect(manifest.tables.kysely_migration).toBe(Object.keys(migrations).length - 1);

    const target = await installation();
    const lines: string[] = [];
    const summary = await restoreBackup(
      dir,
      { database: target.config.database, files: createFileStore(target.config.storage), filesLabel: 'Ziel' },
      { pgTools, report: (line) => lines.push(line) },
    );
    expect(summary.migrationsApplied).toEqual([newest]);
    expect(lines).toContain(`Migrationen ausgeführt: ${newest}`);
    expect(summary.tables.kysely_migration).toBe(Object.keys(migrations).length);
  }, 60_000);
});
