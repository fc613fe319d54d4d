import { expect, test } from './fixtures';
import { ADMIN, signInWithForm } from './support/accounts';

test('a teacher sees Brennball’s set-up as a sketch with its legend on a phone', async ({ page }) => {
  await page.goto('/spielesammlung/brennballvarianten');
  await page
    .getByRole('button', { name: /^Brennball/ })
    .first()
    .click();
  const sketch = page.locator('figure[data-sketch]').first();
  await expect(sketch.getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Aufbauskizze: Halle, 27 × 15 m\. Geräte und Material: 4 Hütchen, 3 Matten und 1 Reifen\./,
  );
  await expect(sketch.getByRole('list', { name: 'Legende' }).getByRole('listitem')).toContainText([
    'Hütchen',
    'Matte',
    'Reifen',
    'Wartezone (rot)',
  ]);
  // To scale and within the phone's width: the hall's 27 × 15 m keep their proportion.
  const box = await sketch.getByRole('img').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(28.2 / 16.2, 1);
});

test.describe('as an admin', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('inserts a sketch in the editor and sees it drawn, with a mistake named by its line', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    // Signed in once the shell shows the admin's entry (going on earlier races the session cookie).
    await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
    await page.goto('/spielesammlung/kooperationsspiele');
    await page.getByRole('button', { name: 'Neuen Inhalt erstellen' }).click();
    const section = page.getByRole('textbox', { name: 'Abschnitt 1' });
    await section.fill('## Aufbau\nZwei Teams, ein Hütchen.');
    await page.getByRole('button', { name: 'Aufbauskizze einfügen' }).click();
    await expect(section).toHaveValue(/```skizze\nfeld: halle\nhuetchen 3 5/);

    const preview = page.getByRole('region', { name: 'Vorschau der Skizzen' });
    await expect(preview.getByRole('img')).toHaveAttribute('aria-label', /Geräte und Material: 1 Hütchen\. Personen: 1 Kind in Team Rot\./);
    await section.fill((await section.inputValue()).replace('huetchen 3 5', 'huetchen 3 5\npylone 30 5'));
    await expect(preview.getByRole('alert')).toHaveText(/Zeile 3: Hütchen liegt außerhalb des Feldes \(Halle, 27 × 15 m\)\./);
    await section.fill((await section.inputValue()).replace('pylone 30 5', 'pylone 20 5'));
    await expect(preview.getByRole('alert')).toHaveCount(0);
    await expect(preview.getByRole('img')).toHaveAttribute('aria-label', /2 Hütchen/);
  });
});
