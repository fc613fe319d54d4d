import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
  s3server = new S3rver({
    port: s3port,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: 'sportkiste', configs: [] }],
  });
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

describe('file store listing', () => {
  it('fs: leaves out half-written uploads and files that are not keys of ours', async () => {
    const dir = tempDir();
    const store = createFsStore(dir);
    const key = contentKey(new Uint8Array([1, 2, 3]), 'png');
    await store.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    fs.writeFileSync(path.join(dir, key.slice(0, 2), `${key}.123.456.tmp`), 'half');
    fs.writeFileSync(path.join(dir, key.slice(0, 2), 'notiz.txt'), 'x');
    fs.writeFileSync(path.join(dir, 'README'), 'x');
    expect(await store.list()).toEqual([key]);
  });

  it('s3: walks every listing page and skips objects that are not ours', async () => {
    const options = {
      endpoint: `http://127.0.0.1:${s3port}`,
      bucket: 'liste',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    const raw = new S3Client({ ...options, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await raw.send(new CreateBucketCommand({ Bucket: 'liste' }));
    const keys = Array.from({ length: 8 }, (_, i) => contentKey(new TextEncoder().encode(String(i)), 'jpg'));
    await Promise.all(keys.map((key) => raw.send(new PutObjectCommand({ Bucket: 'liste', Key: key, Body: 'x' }))));
    await raw.send(new PutObjectCommand({ Bucket: 'liste', Key: 'fremd/notiz.txt', Body: 'x' }));
    // 9 objects in pages of 2: five requests, the last one with the foreign object.
    expect(await createS3Store({ ...options, listPageSize: 2 }).list()).toEqual([...keys].sort());
    expect(await createS3Store(options).list()).toEqual([...keys].sort());
  });
});

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

  it('lists every stored key, sorted, and nothing else', async () => {
    const store = make();
    expect(await store.list()).toEqual([]);
    const keys = ['b', 'a', 'c'].map((letter) => contentKey(new TextEncoder().encode(`%PDF-${letter}`), 'pdf'));
    for (const key of keys) await store.put(key, new TextEncoder().encode('%PDF'), 'application/pdf');
    expect(await store.list()).toEqual([...keys].sort());
    await store.delete(keys[0] as string);
    expect(await store.list()).toEqual(keys.slice(1).sort());
  });

  it('refuses keys that are not content hashes', async () => {
    const store = make();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/invalid file key/);
    await expect(store.put('x.svg', new Uint8Array([1]), 'image/svg+xml')).rejects.toThrow(/invalid file key/);
  });
});
