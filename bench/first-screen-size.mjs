// How many bytes (gzip) a phone downloads before the first screen shows: the entry chunk,
// its static imports, the CSS, and the lazy route module of the screen plus its imports.
// Run by hand after `npm run build`:  npm run bench   → updates docs/benchmarks.md
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build manifest: run "npm run build" first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const screens = {
  'Home (/)': 'app/routes/home.tsx',
  'Tools (/tools)': 'app/routes/tools.tsx',
  'Datenschutz (/datenschutz)': 'app/routes/datenschutz.tsx',
};

const rows = [];
for (const [label, routeKey] of Object.entries(screens)) {
  const files = closure([entryKey, routeKey]);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  rows.push({ label, files: files.size, kb: (bytes / 1024).toFixed(1) });
}
const html = gzipSize('index.html');

const date = new Date().toISOString().slice(0, 10);
const table = [
  `### First screen download (gzip), measured ${date}`,
  '',
  'Target: under 150 KB gzip of JavaScript and CSS before the first screen shows (fonts load in parallel and are not counted).',
  '',
  '| screen | files | KB gzip |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.label} | ${r.files} | ${r.kb} |`),
  `| index.html | 1 | ${(html / 1024).toFixed(1)} |`,
  '',
].join('\n');
console.log(table);

const docFile = path.join(root, 'docs/benchmarks.md');
const marker = /### First screen download[\s\S]*?(?=\n### |\n## |$)/;
let doc = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n\nFigures from the scripts in `bench/`, run by hand on our 2-core machines.\n\n';
doc = marker.test(doc) ? doc.replace(marker, table) : `${doc.trimEnd()}\n\n${table}`;
fs.writeFileSync(docFile, doc.trimEnd() + '\n');
