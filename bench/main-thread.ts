// Main-thread work of a first visit (issue 21): `npm run bench:main-thread`, or
// `npm run bench:main-thread -- / /tools/stoppuhr` for chosen screens.
// Headless Chromium without Lighthouse's tracing and throttling, signed in, empty cache, no
// service worker; per screen the median of LOADS loads of Chrome's own counters (script
// compile and run, style, layout, all tasks) from navigation until the app has adopted the page
// (html[data-ready]) and one second more. Lighthouse's total blocking time multiplies these by
// four and swings ± 200 ms from run to run on our shared machines; these figures move by
// ± 10 %, so two builds compared in the same session show what a change saves. Prints only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createTeachers, signIn, startServer } from './support/server-process';

const LOADS = Number(process.env.LOADS ?? 5);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/spielesammlung/fangspiele', '/tools/stoppuhr'];
const COUNTERS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'] as const;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-main-thread-'));
const [email] = await createTeachers({ dataDir }, 1);
const server = await startServer({ dataDir }, 3976, 120_000);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const cookie = (await signIn(server.base, email as string)).split(';')[0] as string;
  console.log(`| screen | script ms | style ms | layout ms | all tasks ms |\n|---|---|---|---|---|`);
  for (const route of routes) {
    const loads: number[][] = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext({ extraHTTPHeaders: { cookie }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${server.base}${route}`);
      await page.waitForSelector('html[data-ready]', { state: 'attached' });
      await page.waitForTimeout(1_000);
      const { metrics } = await cdp.send('Performance.getMetrics');
      loads.push(COUNTERS.map((name) => (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000));
      await context.close();
    }
    const median = (column: number) =>
      (loads.map((load) => load[column] as number).sort((a, b) => a - b)[Math.floor(LOADS / 2)] as number).toFixed(0);
    console.log(`| \`${route}\` | ${COUNTERS.map((_, column) => median(column)).join(' | ')} |`);
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
