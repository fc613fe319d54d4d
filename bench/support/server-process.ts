// Real server processes for the load and crash benchmarks and the two-instance script: accounts
// created directly in the database (as `npm run user` does), servers started and killed like an
// operator's would be.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import type { AppDeps } from '../../server/app-env';
import { createAccount } from '../../server/auth/accounts';
import { runUserCommand } from '../../server/cli/user-command';
import { loadConfig } from '../../server/config/env';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createPostgresTestDatabase } from '../../server/test/test-database';
import { buildDeps } from '../../server/deps';

const root = path.resolve(import.meta.dirname, '../..');
export const BENCH_PASSWORD = 'bench-passwort-123';

export interface Target {
  dataDir: string;
  /** PostgreSQL URL, or undefined for the embedded SQLite database in dataDir. */
  databaseUrl?: string;
}

/**
 * Our environment without the test runner's markers: under NODE_ENV=test or TEST better-auth
 * skips its origin check, so a server started from Vitest would not behave like production.
 */
function environment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  for (const name of Object.keys(env)) if (name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  return env;
}

const envFor = (target: Target, port: number, overrides: Record<string, string> = {}) => ({
  ...environment(),
  DATA_DIR: target.dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '' }),
  ...overrides,
});

/** Opens the target's database as `npm run user` does, hands its services to `use`, closes it. */
async function withDeps<T>(target: Target, use: (deps: AppDeps) => Promise<T>): Promise<T> {
  const config = loadConfig(envFor(target, 3999));
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    return await use(await buildDeps(config, database, pino({ level: 'silent' }), ''));
  } finally {
    await database.db.destroy();
  }
}

/** Creates `count` teachers bench-<i>@sportkiste.test directly in the database. */
export async function createTeachers(target: Target, count: number): Promise<string[]> {
  return withDeps(target, async (deps) => {
    const emails = Array.from({ length: count }, (_, i) => `bench-${i}@sportkiste.test`);
    for (const email of emails) await createAccount(deps.auth, { email, password: BENCH_PASSWORD, role: 'user' });
    return emails;
  });
}

/** `npm run user -- …argv` on the target's database, in this process (no second start-up). */
export function userCommand(target: Target, argv: string[]): Promise<string> {
  return withDeps(target, (deps) => runUserCommand(argv, deps));
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Variables over the benchmark defaults (PUBLIC_URL, RATE_LIMIT, storage, …). */
  env?: Record<string, string>;
  /** Show the server's log (stdout); the benchmarks keep it quiet. */
  logs?: boolean;
}

let built = false;
/** Builds the server bundle and front end when missing or stale, once per run (as npm start does). */
export function ensureBuild(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
  built = true;
}

/** The production server, as `npm start` runs it: the bundle with plain node. */
export async function startServer(target: Target, port: number, timeoutMs = 60_000, options: StartOptions = {}): Promise<ServerProcess> {
  ensureBuild();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: root,
    env: envFor(target, port, options.env),
    stdio: ['ignore', options.logs ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { base, child, exited };
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
export async function freshPostgres(
  serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  prefix = 'sportkiste_bench',
): Promise<{ url: string; name: string; drop: () => Promise<void> } | null> {
  try {
    return await createPostgresTestDatabase(serverUrl, { prefix, connectTimeoutMs: 2000 });
  } catch {
    return null; // no server reachable: the bench runs on SQLite only
  }
}
