import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { freePort } from '../../test/free-port';

const DATABASE_DOWN = { path: 'database', message: 'Die Datenbank antwortet nicht.' };
const STORAGE_DOWN = { path: 'storage', message: 'Der Dateispeicher ist nicht erreichbar.' };

async function ready(t: TestApp) {
  const res = await t.app.request('/api/ready');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { status: res.status, body: (await res.json()) as unknown };
}

async function expectNotReady(t: TestApp, down: { path: string; message: string }[]) {
  expect(await ready(t)).toEqual({
    status: 503,
    body: { error: { code: 'NOT_READY', message: down.map((d) => d.message).join(' '), details: down } },
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.cleanup();
});

describe('GET /api/health (liveness)', () => {
  it('answers ok, never cached', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready (readiness)', () => {
  it('is ready with a fresh DATA_DIR: the file folder is created, not reported missing', async () => {
    const dir = path.join(t.deps.config.dataDir, 'files');
    fs.rmSync(dir, { recursive: true, force: true });
    expect(await ready(t)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });

  it('answers 503 naming the database when it is gone, while liveness stays 200 without asking it', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.db.destroy();
      await expectNotReady(broken, [DATABASE_DOWN]);
      const health = await broken.app.request('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      // With the file store gone as well, both are named.
      fs.rmSync(broken.deps.config.dataDir, { recursive: true, force: true });
      fs.writeFileSync(broken.deps.config.dataDir, 'kein Ordner');
      await expectNotReady(broken, [DATABASE_DOWN, STORAGE_DOWN]);
      fs.rmSync(broken.deps.config.dataDir);
    } finally {
      await broken.cleanup();
    }
  });

  it('answers 503 naming the file store when its folder cannot be used, and recovers when it can', async () => {
    const { dataDir } = t.deps.config;
    const filesDir = path.join(dataDir, 'files');
    // Root (as in CI) may write into read-only folders, so the folders are made impossible instead.
    fs.rmSync(filesDir, { recursive: true, force: true });
    fs.writeFileSync(filesDir, 'a file where the folder should be');
    await expectNotReady(t, [STORAGE_DOWN]);

    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.writeFileSync(dataDir, 'DATA_DIR is a file: nothing can be created below it');
    await expectNotReady(t, [STORAGE_DOWN]);

    fs.rmSync(dataDir);
    fs.mkdirSync(dataDir);
    expect((await ready(t)).status).toBe(200);
  });
});

describe('GET /api/ready with the S3 driver', () => {
  const dirs: string[] = [];
  let s3server: S3rver | undefined;
  let apps: TestApp[] = [];
  afterAll(async () => {
    await s3server?.close().catch(() => undefined);
    await Promise.all(apps.map((a) => a.cleanup()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is ready while the bucket answers; 503 for a missing bucket and once the server is gone', async () => {
    const port = await freePort();
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-s3-'));
    dirs.push(directory);
    s3server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'sportkiste', configs: [] }] });
    await s3server.run();
    const s3 = (bucket: string) => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    apps = await Promise.all([createTestApp(s3('sportkiste')), createTestApp(s3('gibt-es-nicht'))]);
    const [good, wrongBucket] = apps as [TestApp, TestApp];

    expect(await ready(good)).toEqual({ status: 200, body: { status: 'ready' } });
    await expectNotReady(wrongBucket, [STORAGE_DOWN]);

    await s3server.close();
    await expectNotReady(good, [STORAGE_DOWN]);
    expect((await good.app.request('/api/health')).status).toBe(200);
  });
});
