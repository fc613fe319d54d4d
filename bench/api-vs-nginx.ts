// API speed next to a static file server (issue 11.6a): `npm run bench:api` (needs Debian's nginx).
// The same content list is fetched from our API (signed in, through auth, database and JSON)
// and from nginx serving the identical JSON as a file, with the same client: throughput and
// p99 latency, and the API's share of nginx's figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBenchmarkSection } from './support/bench-server';
import { createTeachers, signIn, startServer } from './support/server-process';

const API_PORT = 3965;
const NGINX_PORT = 3966;
const DURATION_MS = Number(process.env.DURATION_S ?? 20) * 1000;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const COLLECTION = 'fangspiele';

async function hammer(url: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + DURATION_MS;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        try {
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0, errors };
}

const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!nginxBin) {
  console.error('nginx not found: apt-get install nginx-light');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-api-'));
const [email] = await createTeachers({ dataDir }, 1);
const server = await startServer({ dataDir }, API_PORT, 120_000);
const cookie = await signIn(server.base, email as string);
const apiUrl = `${server.base}/api/collections/${COLLECTION}/items`;
const json = await (await fetch(apiUrl, { headers: { cookie } })).text();

const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-nginx-'));
fs.writeFileSync(path.join(nginxDir, 'items.json'), json);
// nginx's workers run as an unprivileged user: they must be able to read the folder.
fs.chmodSync(nginxDir, 0o755);
fs.chmodSync(path.join(nginxDir, 'items.json'), 0o644);
fs.writeFileSync(
  path.join(nginxDir, 'nginx.conf'),
  `worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body; proxy_temp_path ${nginxDir}/proxy; fastcgi_temp_path ${nginxDir}/fcgi; uwsgi_temp_path ${nginxDir}/uwsgi; scgi_temp_path ${nginxDir}/scgi;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${nginxDir}; default_type application/json; }
}
`,
);
const nginx = spawn(nginxBin, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-g', 'daemon off;'], { stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 500));

// Both sides: one process (our server is one Node process; nginx gets one worker).
const api = await hammer(apiUrl, { cookie });
const file = await hammer(`http://127.0.0.1:${NGINX_PORT}/items.json`, {});
nginx.kill('SIGTERM');
server.child.kill('SIGTERM');
await server.exited;
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(nginxDir, { recursive: true, force: true });

if (api.errors > 0 || file.errors > 0) {
  console.error(`errors: API ${api.errors}, nginx ${file.errors} — no figures written`);
  process.exit(1);
}

const date = new Date().toISOString().slice(0, 10);
const section = [
  `### API next to nginx, measured ${date}`,
  '',
  `\`npm run bench:api\`: GET /api/collections/${COLLECTION}/items (${(json.length / 1024).toFixed(1)} KB JSON, signed in: session lookup + query + JSON) against nginx 1 worker serving the same bytes as a file; ${CONCURRENCY} concurrent keep-alive clients for ${DURATION_MS / 1000} s each, the client (Node fetch) on the same 2-core machine.`,
  '',
  '| server | req/s | p99 ms | errors |',
  '|---|---|---|---|',
  `| Sportkiste API | ${api.perSecond.toFixed(0)} | ${api.p99.toFixed(1)} | ${api.errors} |`,
  `| nginx static file | ${file.perSecond.toFixed(0)} | ${file.p99.toFixed(1)} | ${file.errors} |`,
  `| API ÷ nginx | ${(api.perSecond / file.perSecond).toFixed(2)} × throughput | ${(api.p99 / file.p99).toFixed(1)} × p99 | |`,
  '',
  'The client shares the two cores, so nginx’s figure is partly the client’s limit: the ratio understates how far a static file server is ahead.',
  '',
].join('\n');
console.log(section);
writeBenchmarkSection('API next to nginx', section);
