// Installable and offline, checked the way Chromium decides it: its own installability errors
// (what its install prompt and Lighthouse's old PWA audits used), the manifest it parsed, the
// service worker, and a start with no network — timed. Lighthouse 12, the newest that runs on
// Node 20, no longer has a PWA category, so these checks replace it.
// Run by hand:  npm run bench:pwa   → updates docs/benchmarks.md
import { startBenchServer, writeBenchmarkSection } from './support/bench-server';

const bench = await startBenchServer(3951);
const rows: [string, string, boolean][] = [];
try {
  const context = await bench.signedInProfile({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(bench.base + '/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  rows.push([
    'Installierbar (Chromium: getInstallabilityErrors)',
    installabilityErrors.length === 0 ? 'keine Fehler' : installabilityErrors.map((e) => e.errorId).join(', '),
    installabilityErrors.length === 0,
  ]);

  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
  const data = JSON.parse(manifest.data ?? '{}') as { name?: string; lang?: string; icons?: { sizes: string; purpose?: string }[] };
  const sizes = (data.icons ?? []).map((i) => `${i.sizes}${i.purpose === 'maskable' ? ' (maskable)' : ''}`).join(', ');
  rows.push([
    'Manifest',
    `${manifest.url.replace(bench.base, '')}: „${data.name}“, lang ${data.lang}, Icons ${sizes}`,
    manifest.errors.length === 0 && !!data.icons?.some((i) => i.purpose === 'maskable'),
  ]);

  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.startsWith('workbox-precache'));
    return precache ? (await (await caches.open(precache)).keys()).length : 0;
  });
  rows.push(['Service Worker /sw.js, vorab gespeichert', `${precached} Dateien`, precached > 50]);

  await page.reload();
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  rows.push(['Seite wird vom Service Worker bedient', controlled ? 'ja' : 'nein', controlled]);

  await context.setOffline(true);
  for (const [path, heading] of [
    ['/', 'Was steht heute an?'],
    ['/tools/countdown', 'Countdown'],
    ['/tools/datenerfassung/leistungserfassung', 'Leistungserfassung'],
  ] as const) {
    const start = performance.now();
    await page.goto(bench.base + path);
    const ok = await page
      .getByRole('heading', { level: 1, name: heading })
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    rows.push([`Start ohne Netz: ${path}`, ok ? `Überschrift nach ${Math.round(performance.now() - start)} ms` : 'lädt nicht', ok]);
  }
  await context.close();
} finally {
  await bench.stop();
}

const date = new Date().toISOString().slice(0, 10);
const section = [
  `### Installable and offline (Chromium's own checks), measured ${date}`,
  '',
  'Target: no installability error, a maskable icon, the whole app precached, and a start with no network for home, a tool and the grade book.',
  '',
  '| check | result | passes |',
  '|---|---|---|',
  ...rows.map(([check, result, ok]) => `| ${check} | ${result} | ${ok ? 'ja' : '**nein**'} |`),
  '',
].join('\n');
console.log(section);
writeBenchmarkSection("Installable and offline (Chromium's own checks)", section);
if (rows.some(([, , ok]) => !ok)) process.exitCode = 1;
