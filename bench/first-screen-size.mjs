// How many bytes (gzip) a phone downloads before a screen shows: the entry chunk, its static
// imports, the CSS, and the lazy route module of the screen plus its imports — for every screen.
// Run by hand:  npm run bench   → updates docs/benchmarks.md. `npm test` enforces the budget
// with scripts/check-bundle-budget.mjs on the same measurement.
import fs from 'node:fs';
import path from 'node:path';
import { readBuild } from './support/bundle-sizes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
const build = readBuild(dist);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = build.routes.map((key) => build.measure(key)).sort((a, b) => a.js - b.js);
const html = build.gzipSize('index.html');

const date = new Date().toISOString().slice(0, 10);
const table = [
  `### Initial download per screen (gzip), measured ${date}`,
  '',
  'Entry chunk + the screen’s route module and their static imports; lazy parts (charts, picture cropper) load when used and are not counted. Fonts load in parallel and are not counted.',
  `Budget enforced by \`npm test\` (scripts/check-bundle-budget.mjs): first screen ≤ 110 KB JavaScript, every screen ≤ 240 KB; Recharts, the cropper and the markdown renderer never in a screen’s initial code except where used. index.html: ${kb(html)} KB.`,
  '',
  '| screen | files | JS KB gzip | CSS KB gzip |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.route} | ${r.files.length} | ${kb(r.js)} | ${kb(r.css)} |`),
  '',
].join('\n');
console.log(table);

const docFile = path.join(root, 'docs/benchmarks.md');
const marker = /### (First screen download|Initial download per screen)[\s\S]*?(?=\n### |\n## |$)/;
let doc = fs.existsSync(docFile)
  ? fs.readFileSync(docFile, 'utf8')
  : '# Benchmarks\n\nFigures from the scripts in `bench/`, run by hand on our 2-core machines.\n\n';
doc = marker.test(doc) ? doc.replace(marker, table) : `${doc.trimEnd()}\n\n${table}`;
fs.writeFileSync(docFile, doc.trimEnd() + '\n');
