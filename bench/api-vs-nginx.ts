// API cost next to the floor (issue 21): `npm run bench:api` (needs Debian's nginx and wrk).
// The signed-in content list from our built server (session, library version, cached body),
// a bare Hono handler returning the same bytes, and nginx serving them as a file — the same
// wrk client (1 thread, 64 keep-alive connections) against each, one after the other in the
// same run. Server cost is CPU time per request read from /proc (all threads), so a noisy
// shared machine changes req/s more than the per-request figure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBenchmarkSection } from './support/bench-server';
import { createTeachers, signIn, startServer } from './support/server-process';

const API_PORT = 3965;
const NGINX_PORT = 3966;
const HONO_PORT = 3967;
const DURATION_S = Number(process.env.DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const COLLECTION = 'fangspiele';
const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

for (const tool of ['wrk', 'nginx']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} not found: apt-get install wrk nginx-light`);
    process.exit(1);
  }
}

/** CPU ticks (user + system, all threads) of these processes so far. */
function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  }
  return ticks;
}

interface Result {
  perSecond: number;
  p99Ms: number;
  requests: number;
  errors: number;
  cpuUsPerRequest: number;
}

function parseMs(value: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(value);
  if (!match) return NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n;
}

async function measure(url: string, pids: () => number[], headers: Record<string, string> = {}): Promise<Result> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // A short warm-up: JIT, the list cache, nginx's open-file cache.
  spawnSync('wrk', ['-t1', '-c8', '-d2s', ...args.slice(3), url]);
  const before = cpuTicks(pids());
  const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  const cpu = cpuTicks(pids()) - before;
  const out = run.stdout;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors:.*?timeout (\d+)/.exec(out)?.[1] ?? 0);
  return {
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p99Ms: parseMs(/99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    requests,
    errors,
    cpuUsPerRequest: ((cpu / TICKS_PER_SECOND) * 1e6) / requests,
  };
}

const children = (parent: number) =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    });

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url)
        .then((r) => r.status < 500)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-api-'));
const [email] = await createTeachers({ dataDir }, 1);
const server = await startServer({ dataDir }, API_PORT, 120_000);
const cookie = await signIn(server.base, email as string);
const apiUrl = `${server.base}/api/collections/${COLLECTION}/items`;
const json = await (await fetch(apiUrl, { headers: { cookie, 'accept-encoding': 'identity' } })).text();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-nginx-'));
fs.writeFileSync(path.join(work, 'items.json'), json);
// nginx's workers run as an unprivileged user: they must be able to read the folder.
fs.chmodSync(work, 0o755);
fs.chmodSync(path.join(work, 'items.json'), 0o644);
fs.writeFileSync(
  path.join(work, 'nginx.conf'),
  `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${work}; default_type application/json; }
}
`,
);
const nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'], { stdio: 'inherit' });
const hono: ChildProcess = spawn(process.execPath, ['bench/support/bare-hono.mjs', String(HONO_PORT), path.join(work, 'items.json')], {
  stdio: 'ignore',
});
await waitFor(`http://127.0.0.1:${NGINX_PORT}/items.json`);
await waitFor(`http://127.0.0.1:${HONO_PORT}/items`);

const serverPid = server.child.pid as number;
const results = {
  api: await measure(apiUrl, () => [serverPid], { Cookie: cookie }),
  apiBrotli: await measure(apiUrl, () => [serverPid], { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' }),
  hono: await measure(`http://127.0.0.1:${HONO_PORT}/items`, () => [hono.pid as number]),
  nginx: await measure(`http://127.0.0.1:${NGINX_PORT}/items.json`, () => [nginx.pid as number, ...children(nginx.pid as number)]),
};
nginx.kill('SIGTERM');
hono.kill('SIGTERM');
server.child.kill('SIGTERM');
await server.exited;
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(work, { recursive: true, force: true });

const failed = Object.entries(results).filter(([, r]) => r.errors > 0 || !(r.requests > 0));
if (failed.length > 0) {
  console.error(`errors in ${failed.map(([name]) => name).join(', ')} — no figures written`);
  process.exit(1);
}

const row = (name: string, r: Result) =>
  `| ${name} | ${r.cpuUsPerRequest.toFixed(0)} | ${(r.cpuUsPerRequest / results.hono.cpuUsPerRequest).toFixed(2)} × | ${r.perSecond.toFixed(0)} | ${r.p99Ms.toFixed(2)} | ${r.errors} |`;
const date = new Date().toISOString().slice(0, 10);
const section = [
  `### API next to bare Hono and nginx, measured ${date}`,
  '',
  `\`npm run bench:api\`: GET /api/collections/${COLLECTION}/items (${(json.length / 1024).toFixed(1)} KB JSON) signed in, from the built server (\`npm start\`), against a bare Hono handler returning the same bytes and nginx (1 worker) serving them as a file. \`wrk\` 1 thread, ${CONNECTIONS} keep-alive connections, ${DURATION_S} s each after a 2 s warm-up, one after the other in the same run on this 2-core machine (the client shares the cores). CPU µs per request: the server's user + system time from /proc (all threads) ÷ requests.`,
  '',
  '| server | CPU µs / request | ÷ bare Hono | req/s | p99 ms | errors |',
  '|---|---|---|---|---|---|',
  row('Sportkiste API (identity)', results.api),
  row('Sportkiste API (brotli, as browsers ask)', results.apiBrotli),
  row('bare Hono, same bytes', results.hono),
  row('nginx static file', results.nginx),
  '',
].join('\n');
console.log(section);
writeBenchmarkSection('API next to', section);
