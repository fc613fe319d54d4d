import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { createFsStore } from './fs-store';
import { createS3Store } from './s3-store';
import { contentKey, type FileStore } from './storage';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-store-'));
  dirs.push(dir);
  return dir;
};

let s3server: S3rver;
let s3port: number;
beforeAll(async () => {
  s3port = await freePort();
  s3server = new S3rver({ port: s3port, address: '127.0.0.1', silent: true, directory: tempDir(), configureBuckets: [{ name: 'sportkiste', configs: [] }] });
  await s3server.run();
});
afterAll(async () => {
  await s3server.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => FileStore][] = [
  ['fs', () => createFsStore(tempDir())],
  [
    's3 (s3rver)',
    () =>
      createS3Store({
        endpoint: `http://127.0.0.1:${s3port}`,
        bucket: 'sportkiste',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(drivers)('file store: %s', (_name, make) => {
  it('stores and returns the bytes unchanged, byte for byte', async () => {
    const store = make();
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7919) % 256);
    const key = contentKey(bytes, 'pdf');
    expect(await store.exists(key)).toBe(false);
    await store.put(key, bytes, 'application/pdf');
    expect(await store.exists(key)).toBe(true);
    expect(await store.get(key)).toEqual(new Uint8Array(bytes));
    await store.put(key, bytes, 'application/pdf');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('reports itself ready when it can take uploads', async () => {
    await expect(make().checkReady()).resolves.toBeUndefined();
  });

  it('refuses keys that are not content hashes', async () => {
    const store = make();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/invalid file key/);
    await expect(store.put('x.svg', new Uint8Array([1]), 'image/svg+xml')).rejects.toThrow(/invalid file key/);
  });
});
