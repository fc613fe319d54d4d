import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config/env';
import { createFileStore } from '../storage/create-store';
import { contentKey } from '../storage/storage';
import { pgToolsProblem } from '../test/pg-tools';
import { runCli } from '../test/run-cli';
import { fillEveryTable } from '../test/sample-data';
import { allFiles, allRows } from '../test/table-rows';
import type { TestApp } from '../test/create-test-app';
import { createTestInstallation, openTestApp, type TestInstallation } from '../test/test-installation';
import { BackupError } from './backup-error';
import { createBackup } from './create-backup';
import { MANIFEST_FILE, readManifest } from './manifest';
import { postgresTables } from './postgres-dump';
import { restoreBackup } from './restore-backup';
import { sqliteTables } from './sqlite-snapshot';

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const skip = await pgToolsProblem();
if (skip) console.warn(`Sicherungstests auf PostgreSQL übersprungen: ${skip}`);
const pgTools = { env: process.env };

let source: TestInstallation;
let app: TestApp;
let scratch: string;
let backupDir: string;
const installations: TestInstallation[] = [];

beforeAll(async () => {
  if (skip) return;
  source = await createTestInstallation();
  app = await openTestApp(source);
  await fillEveryTable(app);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-refusals-'));
  backupDir = path.join(scratch, 'gut');
  await createBackup({ database: source.config.database, files: app.deps.files, filesLabel: 'Quelle' }, backupDir, { pgTools });
}, 60_000);

afterAll(async () => {
  if (skip) return;
  await app.cleanup();
  for (const each of [source, ...installations]) await each.cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function emptyInstallation(env: Record<string, string> = {}) {
  const created = await createTestInstallation(env);
  installations.push(created);
  return created;
}

const targetOf = (installation: TestInstallation) => ({
  database: installation.config.database,
  files: createFileStore(installation.config.storage),
  filesLabel: `Dateiordner ${installation.config.dataDir}/files`,
});

const tablesIn = (database: Config['database']) =>
  database.kind === 'sqlite' ? sqliteTables(database.file) : postgresTables(database.url);

/** A copy of the good backup, changed by `damage`. */
function damagedCopy(name: string, damage: (dir: string) => void): string {
  const dir = path.join(scratch, name);
  fs.cpSync(backupDir, dir, { recursive: true });
  damage(dir);
  return dir;
}

async function expectRefusal(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  expect((error as Error).message).toMatch(message);
}

describe.skipIf(skip !== null)(`backup and restore refusals (${dialect})${skip ? ` – übersprungen: ${skip}` : ''}`, () => {
  it('backup: never into a folder that holds something, and nothing is left behind', async () => {
    const older = path.join(scratch, 'aeltere');
    fs.mkdirSync(older);
    fs.writeFileSync(path.join(older, MANIFEST_FILE), '{"alt":true}');
    const before = fs.readdirSync(scratch).sort();
    const from = { database: source.config.database, files: app.deps.files, filesLabel: 'Quelle' };
    await expectRefusal(
      createBackup(from, older, { pgTools }),
      /aeltere ist nicht leer \(1 Einträge, z\. B\. manifest\.json\)\. Eine Sicherung überschreibt nie eine ältere/,
    );
    expect(fs.readFileSync(path.join(older, MANIFEST_FILE), 'utf8')).toBe('{"alt":true}');
    fs.writeFileSync(path.join(scratch, 'datei'), 'x');
    await expectRefusal(createBackup(from, path.join(scratch, 'datei'), { pgTools }), /ist eine Datei, kein Ordner/);
    expect(fs.readdirSync(scratch).sort()).toEqual([...before, 'datei'].sort());
  });

  it('backup: a folder that exists but is empty is used', async () => {
    const empty = path.join(scratch, 'leer');
    fs.mkdirSync(empty);
    const manifest = await createBackup({ database: source.config.database, files: app.deps.files, filesLabel: 'Quelle' }, empty, {
      pgTools,
    });
    expect(await readManifest(empty)).toEqual(manifest);
  });

  it('restore: refuses an installation that holds data, names what is in the way, and changes nothing', async () => {
    const rows = await allRows(app.deps.db);
    const files = await allFiles(app.deps.files);
    await expectRefusal(
      restoreBackup(backupDir, targetOf(source), { pgTools }),
      /enthält schon \d+ Tabellen \(account, app_meta, .*\n.*enthält schon 11 Dateien/,
    );
    expect(await allRows(app.deps.db)).toEqual(rows);
    expect(await allFiles(app.deps.files)).toEqual(files);
  });

  it('restore: refuses an empty database when the files folder is in use', async () => {
    const target = await emptyInstallation();
    const store = createFileStore(target.config.storage);
    const key = contentKey(new Uint8Array([0xff, 0xd8, 0xff]), 'jpg');
    await store.put(key, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    const refusal = restoreBackup(backupDir, targetOf(target), { pgTools });
    await expectRefusal(refusal, new RegExp(`Dateiordner .*/files enthält schon 1 Dateien \\(z\\. B\\. ${key}\\)`));
    expect(await tablesIn(target.config.database)).toEqual([]);
    expect(await store.list()).toEqual([key]);
  });

  it('restore: refuses a damaged or altered backup, naming the file, before touching the target', async () => {
    const manifest = await readManifest(backupDir);
    const victim = manifest.files[3]!.name;
    const cases: [string, (dir: string) => void, RegExp][] = [
      [
        'bit',
        (dir) => {
          const file = path.join(dir, 'files', victim);
          const bytes = fs.readFileSync(file);
          bytes[10] = bytes[10]! ^ 0x01;
          fs.writeFileSync(file, bytes);
        },
        new RegExp(`beschädigt: files/${victim} stimmt nicht mit manifest.json überein`),
      ],
      [
        'hash',
        (dir) => {
          const edited = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as typeof manifest;
          edited.files[3]!.sha256 = '0'.repeat(64);
          fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(edited));
        },
        new RegExp(`beschädigt: files/${victim} stimmt nicht`),
      ],
      ['missing', (dir) => fs.rmSync(path.join(dir, 'files', victim)), new RegExp(`unvollständig: files/${victim} fehlt`)],
      [
        'extra',
        (dir) => fs.writeFileSync(path.join(dir, 'files', contentKey(new Uint8Array([1]), 'pdf')), 'x'),
        /verändert worden: files\/[a-f0-9]{64}\.pdf steht nicht in manifest\.json/,
      ],
      [
        'database',
        (dir) => fs.appendFileSync(path.join(dir, manifest.database.file), 'x'),
        new RegExp(`beschädigt: ${manifest.database.file} stimmt nicht`),
      ],
      ['incomplete', (dir) => fs.rmSync(path.join(dir, MANIFEST_FILE)), /keine vollständige Sicherung: manifest\.json fehlt/],
      [
        'traversal',
        (dir) => {
          const edited = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as typeof manifest;
          edited.files[0]!.name = '../../etc/passwd';
          fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(edited));
        },
        /manifest\.json ist beschädigt: files\.0\.name/,
      ],
      [
        'newer',
        (dir) => {
          const edited = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as typeof manifest;
          edited.appVersion = '99.0.0';
          fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(edited));
        },
        /stammt von Version 99\.0\.0, installiert ist .*: bitte zuerst die Sportkiste aktualisieren/,
      ],
    ];
    const target = await emptyInstallation();
    for (const [name, damage, message] of cases) {
      await expectRefusal(restoreBackup(damagedCopy(name, damage), targetOf(target), { pgTools }), message);
    }
    expect(await tablesIn(target.config.database)).toEqual([]);
    expect(fs.existsSync(path.join(target.config.dataDir, 'files'))).toBe(false);
  });

  it('restore: refuses a backup of the other database kind', async () => {
    const other: Config['database'] =
      source.config.database.kind === 'sqlite'
        ? { kind: 'postgres', url: 'postgres://niemand@127.0.0.1:1/nichts' }
        : { kind: 'sqlite', file: path.join(scratch, 'x.sqlite') };
    const target = {
      database: other,
      files: createFileStore({ driver: 'fs', dir: path.join(scratch, 'andere-dateien'), maxImageBytes: 1, maxPdfBytes: 1 }),
      filesLabel: 'Ziel',
    };
    await expectRefusal(restoreBackup(backupDir, target, { pgTools }), new RegExp(`enthält eine ${dialect}-Datenbank, konfiguriert ist`));
  });

  it('the commands exit non-zero with the German message alone, no stack trace', async () => {
    const busy = path.join(scratch, 'aeltere');
    const backup = await runCli('backup', [busy], source.env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/^Fehler: .*aeltere ist nicht leer/);
    expect(backup.stderr).not.toMatch(/\n\s+at /);

    const missing = await runCli('restore', [path.join(scratch, 'gibt-es-nicht')], (await emptyInstallation()).env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Fehler: Den Ordner .*gibt-es-nicht gibt es nicht\.\n$/);

    const usage = await runCli('restore', [], source.env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Verwendung:\n {2}npm run restore -- <ordner>/);
  }, 30_000);
});
