// Load and lost updates (issue 11.4): `npm run bench:load` (DURATION_S=60 CLIENTS=200 by default).
// Hundreds of signed-in teachers read content lists and toggle favourites without pause; every
// error is counted, and afterwards each teacher's favourites must be exactly what the server
// acknowledged: present once if the last acknowledged change added it, absent if it removed it.
// Runs on SQLite (one process) and, when PostgreSQL is reachable, on PostgreSQL with two server
// processes sharing the database, the clients alternating between them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collections } from '../core/collections/registry';
import { allCardIds } from './support/card-ids';
import { writeBenchmarkSection } from './support/bench-server';
import { createTeachers, freshPostgres, signIn, startServer, type ServerProcess, type Target } from './support/server-process';

const DURATION_MS = Number(process.env.DURATION_S ?? 60) * 1000;
const CLIENTS = Number(process.env.CLIENTS ?? 200);
const LIST_SHARE = 0.7;

interface Result {
  setup: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  checked: number;
  wrong: number;
}

const listKeys = collections.filter((c) => !c.pdfOnly).map((c) => c.key);

async function run(setup: string, target: Target, ports: number[]): Promise<Result> {
  const emails = await createTeachers(target, CLIENTS);
  const servers: ServerProcess[] = [];
  // One after the other: the first start imports the starter content.
  for (const port of ports) servers.push(await startServer(target, port, 180_000));
  const cards = await allCardIds(servers[0]!.base, await signIn(servers[0]!.base, emails[0] as string));
  const clients = await Promise.all(
    emails.map(async (email, i) => {
      const base = servers[i % servers.length]!.base;
      return { email, base, cookie: await signIn(base, email), state: new Map<string, string | null>(), uncertain: new Set<string>() };
    }),
  );

  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + DURATION_MS;
  const loop = async (client: (typeof clients)[number], seed: number) => {
    let n = seed;
    while (Date.now() < until) {
      n = (n * 1103515245 + 12345) % 2147483648;
      const began = performance.now();
      try {
        if ((n % 1000) / 1000 < LIST_SHARE) {
          const res = await fetch(`${client.base}/api/collections/${listKeys[n % listKeys.length]}/items`, {
            headers: { cookie: client.cookie },
          });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        } else {
          const contentId = cards[n % Math.min(cards.length, 40)] as string;
          const favouriteId = client.state.get(contentId);
          if (favouriteId) {
            const res = await fetch(`${client.base}/api/favorites/${favouriteId}`, {
              method: 'DELETE',
              headers: { cookie: client.cookie, origin: client.base },
            });
            await res.arrayBuffer();
            if (res.status === 204) client.state.set(contentId, null);
            else errors++;
          } else {
            const res = await fetch(`${client.base}/api/favorites`, {
              method: 'PUT',
              headers: { cookie: client.cookie, origin: client.base, 'content-type': 'application/json' },
              body: JSON.stringify({ kind: 'card', contentId }),
            });
            if (res.status === 200) client.state.set(contentId, ((await res.json()) as { id: string }).id);
            else {
              await res.arrayBuffer();
              errors++;
            }
          }
        }
      } catch {
        errors++;
      }
      latencies.push(performance.now() - began);
    }
  };
  const started = performance.now();
  await Promise.all(clients.map((client, i) => loop(client, i + 1)));
  const seconds = (performance.now() - started) / 1000;

  let checked = 0;
  let wrong = 0;
  for (const client of clients) {
    const res = await fetch(`${client.base}/api/favorites`, { headers: { cookie: client.cookie } });
    const keys = ((await res.json()) as { favorites: { itemKey: string }[] }).favorites.map((f) => f.itemKey);
    for (const [contentId, favouriteId] of client.state) {
      checked++;
      const count = keys.filter((k) => k === `card:${contentId}`).length;
      if (count !== (favouriteId ? 1 : 0)) wrong++;
    }
  }
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  const result = {
    setup,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    checked,
    wrong,
  };
  console.log(result);
  return result;
}

const results: Result[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-load-'));
results.push(await run('SQLite, 1 process', { dataDir: dir }, [3963]));
fs.rmSync(dir, { recursive: true, force: true });
const pg = await freshPostgres();
if (pg) {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-load-pg-'));
  try {
    results.push(await run('PostgreSQL, 2 processes', { dataDir: pgDir, databaseUrl: pg.url }, [3963, 3964]));
  } finally {
    await pg.drop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

const date = new Date().toISOString().slice(0, 10);
const section = [
  `### Load: lists and favourites, measured ${date}`,
  '',
  `\`npm run bench:load\`: ${CLIENTS} signed-in teachers for ${DURATION_MS / 1000} s without think time (${Math.round(LIST_SHARE * 100)} % content lists, the rest adding or removing one of 40 favourites), client and servers on the same 2-core machine over loopback. "checked" = each teacher's last acknowledged state per card, compared with the database afterwards.`,
  '',
  '| setup | requests | req/s | p50 ms | p99 ms | errors | favourites checked | wrong |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.setup} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.checked} | ${r.wrong} |`,
  ),
  '',
].join('\n');
console.log(section);
writeBenchmarkSection('Load: lists and favourites', section);
process.exitCode = results.some((r) => r.errors > 0 || r.wrong > 0) ? 1 : 0;
