// Server cold start and memory (issues 11.6d and 21): `npm run bench:start`.
// Starts the built server (`node dist/server.js`, as npm start does) five times on an empty
// DATA_DIR (first start: migrations + starter content import) and five times on the filled one
// (a restart), timing spawn → first 200 from /api/health and reading the resident memory at that
// moment, then once more after 10 s without requests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBenchmarkSection } from './support/bench-server';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3961;
const RUNS = 5;

const rssOf = (pid: number | undefined) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Number.isFinite(kb) ? kb / 1024 : null;
};

async function startOnce(dataDir: string, idleMs = 0): Promise<{ ms: number; rssAtHealthMb: number | null; rssMb: number | null }> {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const began = performance.now();
  const server = spawn(process.execPath, ['dist/server.js'], { cwd: root, env, stdio: 'ignore' });
  let ms = -1;
  let rssAtHealthMb: number | null = null;
  for (let i = 0; i < 3000; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    ) {
      ms = performance.now() - began;
      rssAtHealthMb = rssOf(server.pid);
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  let rssMb: number | null = null;
  if (idleMs > 0) {
    await new Promise((r) => setTimeout(r, idleMs));
    rssMb = rssOf(server.pid);
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (ms < 0) throw new Error('server did not answer /api/health within 30 s');
  return { ms, rssAtHealthMb, rssMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const first: number[] = [];
const restart: number[] = [];
const restartRss: number[] = [];
let idle: number | null = null;
for (let run = 0; run < RUNS; run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-start-'));
  first.push((await startOnce(dataDir)).ms);
  const again = await startOnce(dataDir, run === 0 ? 10_000 : 0);
  restart.push(again.ms);
  if (again.rssAtHealthMb !== null) restartRss.push(again.rssAtHealthMb);
  if (again.rssMb !== null) idle = again.rssMb;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 10);
const section = [
  `### Server cold start and idle memory, measured ${date}`,
  '',
  `\`npm run bench:start\` on this 2-core machine (SQLite, fs file store, Node ${process.version}, the built \`dist/server.js\` as \`npm start\` runs it), ${RUNS} runs each, spawn → first 200 from /api/health:`,
  '',
  '| start | median ms | max ms |',
  '|---|---|---|',
  `| first start on an empty DATA_DIR (migrations + 307 starter cards) | ${median(first).toFixed(0)} | ${Math.max(...first).toFixed(0)} |`,
  `| restart on the filled DATA_DIR | ${median(restart).toFixed(0)} | ${Math.max(...restart).toFixed(0)} |`,
  '',
  `Resident memory when /api/health first answers after a restart: median ${median(restartRss).toFixed(0)} MB, max ${Math.max(...restartRss).toFixed(0)} MB; 10 s later without requests: ${idle === null ? 'not measured' : `${idle.toFixed(0)} MB`}.`,
  '',
].join('\n');
console.log(section);
writeBenchmarkSection('Server cold start', section);
