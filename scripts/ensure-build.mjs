// Runs before `npm start`: builds the front end when there is no build yet or the sources are
// newer than it, so a newcomer's `npm install && npm start` just works.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = ['client', 'core', 'vite.config.ts', 'package.json', 'CHANGELOG.md'].map((p) => path.join(root, p));
const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...sources.map(newestMtime));

if (builtAt >= sourcesAt) process.exit(0);

console.log(builtAt ? 'Front-end sources changed: rebuilding …' : 'No front-end build yet: building (takes about a minute) …');
const vite = path.join(root, 'node_modules/.bin/vite');
if (!fs.existsSync(vite)) {
  console.error('Vite is not installed. Run "npm install" first (or "npm run build" on a machine with dev dependencies).');
  process.exit(1);
}
const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
