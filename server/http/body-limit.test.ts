import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/auth-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/create-test-app';
import { freePort } from '../test/free-port';
import { CONTENT_CARD_MAX_BYTES, JSON_API_MAX_BYTES } from './body-limit';

const root = path.resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;

/** The server process's resident memory now and at its peak (Linux), in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/**
 * Sends a body of `total` bytes made of one reused 64 KB chunk (nothing of that size is ever
 * allocated here), with or without Content-Length, and stops sending once the answer is in.
 */
function sendHuge(port: number, urlPath: string, total: number, declareLength: boolean): Promise<Answer> {
  const chunk = Buffer.alloc(64 * 1024, 0x61); // 'a': never valid JSON, never a NUL
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` };
    if (declareLength) headers['content-length'] = String(total);
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: urlPath.includes('favorites') ? 'PUT' : 'POST', headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const ms = performance.now() - started;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body, ms }));
    });
    // The server may close the connection while we still send; only a missing answer counts.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    let sent = 0;
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('a real server refuses oversized bodies before reading them (issue 19, item 2)', () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-body-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT: 'off' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 70_000);
  afterAll(() => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const target of ['/api/auth/sign-in/email', '/api/favorites']) {
    for (const declareLength of [true, false]) {
      it(`${target}, 600 MB ${declareLength ? 'with Content-Length' : 'chunked'}: 413 within 1 s, under 50 MB more memory`, async () => {
        const before = memoryOf(child.pid as number);
        const answer = await sendHuge(port, target, 600 * MB, declareLength);
        const after = memoryOf(child.pid as number);
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toMatchObject({
          error: {
            code: 'PAYLOAD_TOO_LARGE',
            message: expect.stringMatching(/^Die Anfrage ist zu groß: höchstens \d+ (KB|MB) sind erlaubt\.$/),
          },
        });
        expect(answer.ms).toBeLessThan(1000);
        expect(after.peak - before.rss).toBeLessThan(50 * MB);
      }, 60_000);
    }
  }

  it('still serves a normal sign-up, sign-in and favourite write', async () => {
    const base = `http://127.0.0.1:${port}`;
    const headers = { 'content-type': 'application/json', origin: `http://localhost:${port}` };
    const account = { email: 'normal@schule.test', password: 'richtig-gutes-passwort', name: '' };
    expect((await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify(account) })).status).toBe(200);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify(account) });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const favorite = await fetch(`${base}/api/favorites`, {
      method: 'PUT',
      headers: { ...headers, cookie },
      body: JSON.stringify({ kind: 'page', collection: 'fangspiele' }),
    });
    expect(favorite.status).toBeLessThan(300);
  }, 30_000);
});

describe('per-route body limits (in process)', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = new TestClient(t);
    const { createAccount } = await import('../auth/accounts');
    await createAccount(t.deps.auth, { email: 'admin@schule.test', password: 'passwort-fuer-tests', role: 'admin' });
    expect((await admin.signIn('admin@schule.test', 'passwort-fuer-tests')).status).toBe(200);
  });
  afterAll(() => t.cleanup());

  /** A body sent without Content-Length, as a stream (what chunked uploads look like). */
  const streamed = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
  const put = (urlPath: string, body: string, chunked: boolean) =>
    admin.request(urlPath, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
      body: chunked ? streamed(body) : body,
      ...(chunked ? { duplex: 'half' } : {}),
    } as RequestInit);

  it('states the content card maximum from the schema: 30 sections of 50,000 characters fit', async () => {
    expect(CONTENT_CARD_MAX_BYTES).toBeGreaterThan(30 * 50_000 * 3);
    expect(CONTENT_CARD_MAX_BYTES).toBeLessThan(5 * MB);
    const collection = 'fangspiele';
    const created = await admin.post(`/api/collections/${collection}/items`, {
      clickableHeader: 'Groß',
      sections: [{ id: 's1', content: 'x' }],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // The largest valid card, with umlauts (2 bytes) and „“ (3 bytes each) in every section.
    const sections = Array.from({ length: 30 }, (_, i) => ({ id: `s${i}`, content: '„Bälle“ '.repeat(6250) }));
    const card = JSON.stringify({ clickableHeader: 'Groß', sections });
    expect(Buffer.byteLength(card)).toBeGreaterThan(JSON_API_MAX_BYTES);
    for (const chunked of [false, true]) expect((await put(`/api/content/${id}`, card, chunked)).status).toBe(200);
    // One byte past the maximum is refused, streamed or declared.
    const tooBig = JSON.stringify({ clickableHeader: 'Groß', sections, padding: ' '.repeat(CONTENT_CARD_MAX_BYTES) });
    for (const chunked of [false, true]) {
      const res = await put(`/api/content/${id}`, tooBig, chunked);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß: höchstens 4,3 MB sind erlaubt.' },
      });
    }
  }, 60_000);

  it('keeps other JSON writes at 1 MB and hands a streamed body on intact', async () => {
    const big = JSON.stringify({ key: 'x'.repeat(JSON_API_MAX_BYTES) });
    expect((await put('/api/favorites', big, true)).status).toBe(413);
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: streamed(JSON.stringify({ email: 'admin@schule.test', password: 'passwort-fuer-tests' })),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
  });
});
