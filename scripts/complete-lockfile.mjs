// Our npm registry mirror carries only the Linux builds of packages that ship one native
// binary per platform (Tailwind's oxide, unrs-resolver). `npm install` then leaves the other
// platforms' optional packages out of package-lock.json, and `npm ci` refuses the lock as
// "out of sync". This adds the missing entries, marked optional and limited to their
// platform, so npm ci skips them on Linux exactly as it would with a complete lock.
// Runs as `postinstall`; idempotent; changes nothing when the lock is already complete.
import fs from 'node:fs';
import path from 'node:path';

const lockFile = path.resolve(import.meta.dirname, '../package-lock.json');
if (!fs.existsSync(lockFile)) process.exit(0);
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
const packages = lock.packages ?? {};

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  arm: 'arm',
  ia32: 'ia32',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
};

/** Platform constraints read from a binding's name, e.g. "oxide-linux-arm-gnueabihf". */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => p in CPU);
  const result = {};
  if (os) result.os = [os];
  if (cpu) result.cpu = [CPU[cpu]];
  if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) result.libc = ['glibc'];
  if (os === 'linux' && parts.includes('musl')) result.libc = ['musl'];
  return result;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const topLevel = `node_modules/${name}`;
    if (packages[nested] || packages[topLevel]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a per-platform binary: leave to npm
    if (!/^\d+\.\d+\.\d+/.test(range)) continue; // only exact versions can be pinned safely
    packages[topLevel] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} optional platform packages the registry mirror lacks`);
}
