// Crash safety (issue 11.5): `npm run bench:crash`.
// Teachers save favourites concurrently while the server is killed with SIGKILL again and
// again. After each restart the database must open, the migrations run again without harm, and
// every favourite the server acknowledged (HTTP 200) must be there exactly once. Runs on SQLite
// and, when a PostgreSQL server is reachable, on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allCardIds } from './support/card-ids';
import { writeBenchmarkSection } from './support/bench-server';
import { createTeachers, freshPostgres, signIn, startServer, type Target } from './support/server-process';

const PORT = 3962;
const TEACHERS = 20;
const KILLS = 12;
const WRITERS_PER_TEACHER = 2;

interface Result {
  database: string;
  kills: number;
  acknowledged: number;
  refusedOrCut: number;
  missing: number;
  duplicates: number;
  restartMs: number[];
}

async function run(label: string, target: Target): Promise<Result> {
  const emails = await createTeachers(target, TEACHERS);
  let server = await startServer(target, PORT, 120_000);
  const firstCookie = await signIn(server.base, emails[0] as string);
  const cards = await allCardIds(server.base, firstCookie);
  const acknowledged = new Map<string, Set<string>>(emails.map((e) => [e, new Set()]));
  const next = new Map<string, number>(emails.map((e, i) => [e, i * 7]));
  let refusedOrCut = 0;
  const restartMs: number[] = [];

  for (let kill = 0; kill < KILLS; kill++) {
    const cookies = new Map<string, string>();
    for (const email of emails) cookies.set(email, await signIn(server.base, email));
    let stop = false;
    const writer = async (email: string) => {
      while (!stop) {
        const index = (next.get(email) as number) % cards.length;
        next.set(email, index + 1);
        const contentId = cards[index] as string;
        try {
          const res = await fetch(`${server.base}/api/favorites`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', origin: server.base, cookie: cookies.get(email) as string },
            body: JSON.stringify({ kind: 'card', contentId }),
          });
          if (res.status === 200) acknowledged.get(email)?.add(contentId);
          else refusedOrCut++;
        } catch {
          refusedOrCut++; // the connection died with the server: not acknowledged
          return;
        }
      }
    };
    const writers = emails.flatMap((email) => Array.from({ length: WRITERS_PER_TEACHER }, () => writer(email)));
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(writers);
    const began = performance.now();
    server = await startServer(target, PORT, 120_000);
    restartMs.push(performance.now() - began);
  }

  let missing = 0;
  let duplicates = 0;
  for (const email of emails) {
    const cookie = await signIn(server.base, email);
    const res = await fetch(`${server.base}/api/favorites`, { headers: { cookie } });
    const stored = ((await res.json()) as { favorites: { itemKey: string }[] }).favorites.map((f) => f.itemKey);
    const counts = new Map<string, number>();
    for (const key of stored) counts.set(key, (counts.get(key) ?? 0) + 1);
    duplicates += [...counts.values()].filter((n) => n > 1).length;
    for (const id of acknowledged.get(email) ?? []) if (!counts.has(`card:${id}`)) missing++;
  }
  server.child.kill('SIGTERM');
  await server.exited;
  const total = [...acknowledged.values()].reduce((sum, set) => sum + set.size, 0);
  console.log(`${label}: ${KILLS} kills, ${total} acknowledged favourites, ${missing} missing, ${duplicates} duplicated`);
  return { database: label, kills: KILLS, acknowledged: total, refusedOrCut, missing, duplicates, restartMs };
}

const results: Result[] = [];
const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-crash-'));
results.push(await run('SQLite', { dataDir: sqliteDir }));
fs.rmSync(sqliteDir, { recursive: true, force: true });
const pg = await freshPostgres();
if (pg) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-crash-pg-'));
  try {
    results.push(await run('PostgreSQL', { dataDir: dir, databaseUrl: pg.url }));
  } finally {
    await pg.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const date = new Date().toISOString().slice(0, 10);
const section = [
  `### Crash safety under SIGKILL, measured ${date}`,
  '',
  `\`npm run bench:crash\`: ${TEACHERS} teachers × ${WRITERS_PER_TEACHER} writers save favourites without pause; the server is killed with SIGKILL at a random moment (0.3–1.5 s into each round), restarted (migrations run again at every start), and finally every favourite answered with 200 is looked up.`,
  '',
  '| database | kills | acknowledged writes | missing | duplicated | restart median ms |',
  '|---|---|---|---|---|---|',
  ...results.map(
    (r) => `| ${r.database} | ${r.kills} | ${r.acknowledged} | ${r.missing} | ${r.duplicates} | ${median(r.restartMs).toFixed(0)} |`,
  ),
  '',
].join('\n');
console.log(section);
writeBenchmarkSection('Crash safety under SIGKILL', section);
const failed = results.some((r) => r.missing > 0 || r.duplicates > 0);
process.exitCode = failed ? 1 : 0;
