import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3555';
const r = await fetch(base + '/api/auth/sign-up/email', { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'h@x.de', password: 'passwort-123456', name: '' }) });
const cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
await ctx.addCookies(cookie.map((c) => { const [name, ...v] = c.split('='); return { name, value: v.join('='), url: base }; }));
const page = await ctx.newPage();
page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
for (const [name, url] of [['home', '/'], ['stoppuhr', '/tools/stoppuhr'], ['fangspiele', '/spielesammlung/fangspiele'], ['home2', '/'], ['fangspiele2', '/spielesammlung/fangspiele'], ['tools', '/tools'], ['profil', '/profil']]) {
  console.log('--', name);
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/x/${name}.png` });
}
await browser.close();
