// Runs before `npm start`: builds the front end and the server bundle when there is no build
// yet or their sources are newer, so a newcomer's `npm install && npm start` just works.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const isStale = (built, sources) => {
  const builtAt = fs.statSync(path.join(root, built), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return { missing: builtAt === 0, stale: builtAt < Math.max(...sources.map((p) => newestMtime(path.join(root, p)))) };
};

function run(what, command, args) {
  if (!fs.existsSync(command)) {
    console.error(`${what} is not installed. Run "npm install" first (or "npm run build" on a machine with dev dependencies).`);
    process.exit(1);
  }
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The prerender writes dist/ssr/list-pages.json after every page: without it the build is incomplete.
const client = isStale('dist/ssr/list-pages.json', [
  'client',
  'core',
  'vite.config.ts',
  'scripts/prerender.mjs',
  'package.json',
  'CHANGELOG.md',
]);
if (client.stale) {
  console.log(client.missing ? 'No front-end build yet: building (takes about a minute) …' : 'Front-end sources changed: rebuilding …');
  run('Vite', path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);
  run('Node', process.execPath, [path.join(root, 'scripts/compress-client.mjs')]);
}

const server = isStale('dist/server.js', ['server', 'core', 'package.json', 'scripts/build-server.mjs']);
if (server.stale) {
  console.log(server.missing ? 'No server build yet: bundling it …' : 'Server sources changed: bundling again …');
  if (!fs.existsSync(path.join(root, 'node_modules/esbuild'))) {
    console.error('esbuild is not installed. Run "npm install" first (or "npm run build" on a machine with dev dependencies).');
    process.exit(1);
  }
  run('Node', process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
}
