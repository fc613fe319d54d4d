// Screenshots of a running app at phone and desktop width, for looking at what a teacher sees:
//   node scripts/screenshot.mjs http://localhost:3000 / /tools …   → .tmp/screens/*.png
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...pages] = process.argv.slice(2);
const out = path.resolve(import.meta.dirname, '../.tmp/screens');
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({ viewport, locale: 'de-DE', deviceScaleFactor: 1 });
  const page = await context.newPage();
  // SHOT_EMAIL and SHOT_PASSWORD sign in first, for screens behind the login.
  if (process.env.SHOT_EMAIL) {
    await page.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: process.env.SHOT_EMAIL, password: process.env.SHOT_PASSWORD },
      headers: { origin: base },
    });
  }
  for (const p of pages.length ? pages : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = path.join(out, `${label}${p.replace(/\//g, '_') || '_'}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
