// Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file
// of the front end, at the highest levels — once per build instead of per request. The server
// (serveStatic with precompressed) and the nginx and Caddy examples send them to browsers that
// accept them. Files under 1 KB stay as they are: the header would cost what compression saves.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

/** Writes the .br and .gz copies under `dir`; returns how many files and their sizes before and after brotli. */
export function compressFolder(dir) {
  const totals = { files: 0, before: 0, after: 0 };
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name)) compressFile(file, totals);
    }
  };
  walk(dir);
  return totals;
}

function compressFile(file, totals) {
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  totals.files++;
  totals.before += bytes.length;
  totals.after += br.length;
}

if (process.argv[1] === import.meta.filename) {
  const dir = path.resolve(import.meta.dirname, '../dist/client');
  if (!fs.existsSync(dir)) {
    console.error('dist/client is missing: run vite build first.');
    process.exit(1);
  }
  const { files, before, after } = compressFolder(dir);
  console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
}
