// Lighthouse on three screens (issue 11.6b): `npm run bench:lighthouse`.
// npm `lighthouse` 12.8 (13 needs Node 22) driving Debian's Chromium, signed in as a teacher
// (the session cookie goes with every request), mobile defaults with simulated throttling.
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { writeBenchmarkSection } from './support/bench-server';
import { createTeachers, signIn, startServer } from './support/server-process';

const PORT = 3967;
// LIGHTHOUSE_REPORTS=<folder> keeps every run's full JSON report (long tasks, LCP breakdown, the trace's
// network graph) for reading why a screen scores as it does.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const RUNS = Number(process.env.RUNS ?? 3);
const ONLY = process.env.LIGHTHOUSE_ONLY; // e.g. "Home": measure one screen while investigating
const ALL_PAGES: [string, string][] = [
  ['Home', '/'],
  ['Content list (Fangspiele)', '/spielesammlung/fangspiele'],
  ['Tool (Stoppuhr)', '/tools/stoppuhr'],
];
const PAGES = ONLY ? ALL_PAGES.filter(([label]) => label.startsWith(ONLY)) : ALL_PAGES;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-lighthouse-'));
const [email] = await createTeachers({ dataDir }, 1);
const server = await startServer({ dataDir }, PORT, 120_000);
const cookie = await signIn(server.base, email as string);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});

const rows: string[] = [];
try {
  for (const [label, route] of PAGES) {
    const runs: { score: number; lcp: number; tbt: number; cls: number; script: number }[] = [];
    for (let run = 0, failed = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { cookie },
      });
      if (!result) throw new Error(`no Lighthouse result for ${route}`);
      const { lhr } = result;
      // Now and then the trace misses its start (NO_NAVSTART) and the run scores 0: that run is
      // no measurement of the page, so it is made again (three times at most).
      if (lhr.runtimeError) {
        console.warn(`${route}: ${lhr.runtimeError.code}, run again`);
        if (++failed > 3) throw new Error(`Lighthouse failed ${failed} times on ${route}: ${lhr.runtimeError.message}`);
        run--;
        continue;
      }
      if (REPORTS) {
        fs.mkdirSync(REPORTS, { recursive: true });
        fs.writeFileSync(
          path.join(REPORTS, `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${run}.json`),
          JSON.stringify(lhr),
        );
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summary =
        (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        script: summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
      });
    }
    // The run with the median score stands for the screen (Lighthouse's own advice for noisy machines).
    const m = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)] as (typeof runs)[number];
    rows.push(
      `| ${label} (\`${route}\`) | ${m.score} (${runs.map((r) => r.score).join(', ')}) | ${(m.lcp / 1000).toFixed(2)} s | ${m.tbt.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${(m.script / 1024).toFixed(0)} KB |`,
    );
    console.log(rows.at(-1));
  }
} finally {
  chrome.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 10);
const section = [
  `### Lighthouse (mobile, simulated throttling), measured ${date}`,
  '',
  `\`npm run bench:lighthouse\`: Lighthouse 12.8 with Debian’s Chromium, signed in, first visit (empty cache), performance category only, the built server (\`npm start\`); ${RUNS} runs per screen, the median-score run shown (all scores in brackets).`,
  '',
  '| screen | performance (runs) | LCP | TBT | CLS | JS transferred |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
console.log(section);
writeBenchmarkSection('Lighthouse', section);
