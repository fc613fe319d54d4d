import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('Einstellungen: appearance is kept on the device, and dark and high-contrast screens pass axe', async ({ page }) => {
  // Ten screens with a full axe run each: more than the default 30 s on a busy CI machine.
  test.setTimeout(120_000);
  await page.goto('/einstellungen');
  for (const [label, theme] of [
    ['Dunkel', 'dunkel'],
    ['Hoher Kontrast (helle Hallen)', 'kontrast'],
  ] as const) {
    await page.getByRole('radio', { name: label }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const path of ['/einstellungen', '/', '/spielesammlung/fangspiele', '/tools/countdown', '/tools/datenerfassung/schueler']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const severe = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(severe, `${theme} ${path}`).toEqual([]);
    }
    await page.goto('/einstellungen');
  }
  await page.getByRole('radio', { name: 'Hell', exact: true }).check();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'hell');
});

test('Einstellungen: the whole library is stored for offline use, with progress, and then opens without network', async ({
  page,
  context,
}) => {
  await page.goto('/einstellungen');
  await page.getByRole('button', { name: 'Alle Inhalte offline verfügbar machen' }).click();
  await expect(page.getByRole('region', { name: 'Ohne Internet' }).getByRole('status')).toContainText('Fertig: alle 40 Sammlungen', {
    timeout: 60_000,
  });
  await expect(page.getByText(/Zuletzt vollständig geladen am/)).toBeVisible();
  await expect(page.getByText(/Die Sportkiste belegt auf diesem Gerät [\d,]+ MB/)).toBeVisible();

  // A collection never opened before is readable with the network gone.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  await context.setOffline(true);
  await page.goto('/bewegte-schule/klassenfahrtspiele');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  await page.goto('/einstellungen');
  await expect(page.getByRole('button', { name: 'Alle Inhalte offline verfügbar machen' })).toBeDisabled();
  await expect(page.getByText('Dafür braucht die Sportkiste eine Internetverbindung.', { exact: false })).toBeVisible();
  await context.setOffline(false);
});

test('Einstellungen: the version, what is new in it, and the grade-book backup', async ({ page }) => {
  await page.goto('/einstellungen');
  const version = (await page.getByText(/^Version \d+\.\d+\.\d+$/).textContent())?.replace('Version ', '');
  await page.getByRole('button', { name: 'Was ist neu?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Was ist neu?' });
  await expect(dialog.getByRole('region', { name: `Version ${version}` })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Version 0.1.0' })).toContainText('Erste Version der Sportkiste');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('button', { name: 'Sicherung herunterladen' })).toBeVisible();
});
