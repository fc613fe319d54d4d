// What each screen downloads before it shows, from Vite's build manifest: the entry chunk and
// its static imports plus the screen's lazy route module and its static imports (dynamic
// imports — charts, the picture cropper's dialog — are not counted: they load when used).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function readBuild(dist) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('No build manifest: run "npm run build" first.');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      for (const css of chunk.css ?? []) seen.add(css);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const routes = Object.keys(manifest)
    .filter((k) => k.startsWith('app/routes/'))
    .sort();
  /** One row per screen: files, JavaScript and CSS bytes after gzip. */
  const measure = (routeKey) => {
    const files = [...closure([entryKey, routeKey])];
    const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
    const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(f), 0);
    return { route: routeKey.replace(/^app\/routes\//, '').replace(/\.tsx$/, ''), files, js, css };
  };
  const text = (files) =>
    files
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'))
      .join('\n');
  return { routes, measure, text, gzipSize };
}
