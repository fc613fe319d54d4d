// Real server processes for the load and crash benchmarks: accounts created directly in the
// database (as `npm run user` does), servers started and killed like an operator's would be.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { createAccount } from '../../server/auth/accounts';
import { loadConfig } from '../../server/config/env';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { buildDeps } from '../../server/deps';

const root = path.resolve(import.meta.dirname, '../..');
export const BENCH_PASSWORD = 'bench-passwort-123';

export interface Target {
  dataDir: string;
  /** PostgreSQL URL, or undefined for the embedded SQLite database in dataDir. */
  databaseUrl?: string;
}

const envFor = (target: Target, port: number) => ({
  ...process.env,
  DATA_DIR: target.dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '' }),
});

/** Creates `count` teachers bench-<i>@sportkiste.test directly in the database. */
export async function createTeachers(target: Target, count: number): Promise<string[]> {
  const config = loadConfig(envFor(target, 3999));
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const deps = await buildDeps(config, database, pino({ level: 'silent' }), '');
    const emails = Array.from({ length: count }, (_, i) => `bench-${i}@sportkiste.test`);
    for (const email of emails) await createAccount(deps.auth, { email, password: BENCH_PASSWORD, role: 'user' });
    return emails;
  } finally {
    await database.db.destroy();
  }
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export async function startServer(target: Target, port: number, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: envFor(target, port), stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false)) return { base, child, exited };
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode} while starting`);
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not answer /api/health`);
}

/** Signs in and returns the session cookie header. */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A fresh PostgreSQL database on the local server for one run, or null when none is reachable. */
export async function freshPostgres(serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `sportkiste_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
