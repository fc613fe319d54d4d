import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { createFileStore } from '../storage/create-store';
import { freePort } from '../test/free-port';
import { pgToolsProblem } from '../test/pg-tools';
import { fillEveryTable } from '../test/sample-data';
import { allFiles, allRows } from '../test/table-rows';
import { createTestInstallation, openTestApp, type TestInstallation } from '../test/test-installation';
import { createBackup } from './create-backup';
import { describeFileStore } from './operator-text';
import { restoreBackup } from './restore-backup';

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const skip = await pgToolsProblem();
if (skip) console.warn(`Sicherungstests auf PostgreSQL übersprungen: ${skip}`);
const pgTools = { env: process.env };

let s3: S3rver;
let s3env: Record<string, string>;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-backup-s3-'));
const installations: TestInstallation[] = [];

beforeAll(async () => {
  const port = await freePort();
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(scratch, 's3'),
    configureBuckets: [{ name: 'ziel', configs: [] }],
  });
  await s3.run();
  s3env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'ziel',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});
afterAll(async () => {
  await s3.close();
  for (const each of installations) await each.cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function installation(env: Record<string, string> = {}) {
  const created = await createTestInstallation(env);
  installations.push(created);
  return created;
}

const endpoints = (i: TestInstallation) => ({
  database: i.config.database,
  files: createFileStore(i.config.storage),
  filesLabel: describeFileStore(i.config.storage),
});

async function rowsOf(i: TestInstallation) {
  const handle = createDatabase(i.config.database);
  try {
    return await allRows(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

describe.skipIf(skip !== null)(`backup from a files folder into S3 and back (${dialect})${skip ? ` – übersprungen: ${skip}` : ''}`, () => {
  it('puts every file into the bucket byte for byte, and a backup of that restores into a folder again', async () => {
    const source = await installation();
    const app = await openTestApp(source);
    await fillEveryTable(app);
    const files = await allFiles(app.deps.files);
    await app.cleanup();
    const rows = await rowsOf(source);

    await createBackup(endpoints(source), path.join(scratch, 'aus-ordner'), { pgTools });
    const inS3 = await installation(s3env);
    const lines: string[] = [];
    await restoreBackup(path.join(scratch, 'aus-ordner'), endpoints(inS3), { pgTools, report: (line) => lines.push(line) });
    expect(lines.find((line) => line.startsWith('Dateien eingespielt'))).toMatch(
      /^Dateien eingespielt: 11 \(.+ KB\) in S3-Bucket ziel \(http:\/\/127\.0\.0\.1:\d+\)$/,
    );
    expect(await allFiles(createFileStore(inS3.config.storage))).toEqual(files);
    expect(await rowsOf(inS3)).toEqual(rows);

    await createBackup(endpoints(inS3), path.join(scratch, 'aus-s3'), { pgTools });
    const backInFolder = await installation();
    await restoreBackup(path.join(scratch, 'aus-s3'), endpoints(backInFolder), { pgTools });
    expect(await allFiles(createFileStore(backInFolder.config.storage))).toEqual(files);
    expect(await rowsOf(backInFolder)).toEqual(rows);
  }, 90_000);
});
