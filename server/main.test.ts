import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

const root = path.resolve(import.meta.dirname, '..');
let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>, command: string[] = ['--import', 'tsx', 'server/main.ts']) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-main-'));
  const proc = spawn(process.execPath, command, {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  proc.stdout.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}"; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { proc, exited, waitFor, output: () => output };
}

describe('server process', () => {
  it('starts on an empty DATA_DIR with SQLite, serves health, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' });
    await server.waitFor('Sportkiste is running');
    expect(fs.existsSync(path.join(dataDir!, 'sportkiste.sqlite'))).toBe(true);

    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok' });

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 30_000);

  it('runs as the built bundle (npm start) on SQLite without ever loading pg or the S3 SDK', async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root });
    // Every character within Latin-1: V8 then keeps the bundle's source at one byte per character.
    expect(fs.readFileSync(path.join(root, 'dist/server.js'), 'utf8')).not.toMatch(/[\u0100-\uffff]/);
    // A resolve hook that refuses the drivers: had the bundle imported them, it would not start.
    const refuse = `export function resolve(s, c, next) { if (s === 'pg' || s.startsWith('pg/') || s.startsWith('@aws-sdk/')) throw new Error('refused ' + s); return next(s, c); }`;
    const hook = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${refuse}`)});`;
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' }, ['--import', hook, 'dist/server.js']);
    await server.waitFor('Sportkiste is running');
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`http://127.0.0.1:${port}/api/collections/fangspiele/items`)).json()).toMatchObject({
      error: { code: 'UNAUTHENTICATED' },
    });
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('refused');
  }, 60_000);

  it('refuses to start with bad configuration and names every bad variable', async () => {
    const server = start({ PORT: 'abc', LOG_LEVEL: 'laut' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Ungültige Konfiguration');
    expect(server.output()).toContain('PORT="abc"');
    expect(server.output()).toContain('LOG_LEVEL="laut"');
  }, 30_000);
});
