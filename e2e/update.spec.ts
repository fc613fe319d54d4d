import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

// Runs as the last project (see playwright.config.ts): it swaps the served build.
const root = path.resolve(import.meta.dirname, '..');
const served = path.join(root, 'dist/client');

test('a new deployment shows "Update verfügbar" without a reload; the dialog shows its changes; applying loads it', async ({ page }) => {
  test.setTimeout(180_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-update-'));
  const next = path.join(work, 'next');
  const backup = path.join(work, 'current');
  const changelog = path.join(work, 'CHANGELOG.md');
  fs.writeFileSync(
    changelog,
    fs
      .readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8')
      .replace('\n## ', '\n## 9.9.9 – 2026-12-01\n\n- Der Countdown bekommt einen Knopf für eine Minute mehr.\n\n## '),
  );
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', next, '--emptyOutDir'],
    {
      cwd: root,
      env: { ...process.env, SPORTKISTE_BUILD_VERSION: '9.9.9', SPORTKISTE_BUILD_CHANGELOG: changelog },
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stderr).toBe(0);

  await page.goto('/einstellungen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await expect(page.getByText(/^Version \d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByText('Version 9.9.9', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  // A later visit: now the installed version controls the page.
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('button', { name: 'Update verfügbar' })).toHaveCount(0);

  fs.cpSync(served, backup, { recursive: true });
  try {
    fs.rmSync(served, { recursive: true, force: true });
    fs.cpSync(next, served, { recursive: true });

    // Coming back to the app is one of the moments it looks for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const button = page.getByRole('button', { name: 'Update verfügbar' });
    await expect(button).toBeVisible({ timeout: 60_000 });

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Update verfügbar' });
    await expect(dialog).toContainText('Version 9.9.9 vom 1. Dezember 2026');
    await expect(dialog).toContainText('Der Countdown bekommt einen Knopf für eine Minute mehr.');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();

    await button.click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog', { name: 'Update verfügbar' }).getByRole('button', { name: 'Jetzt aktualisieren' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
    await expect(page.getByText('Version 9.9.9', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update verfügbar' })).toHaveCount(0);
  } finally {
    fs.rmSync(served, { recursive: true, force: true });
    fs.cpSync(backup, served, { recursive: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
});
