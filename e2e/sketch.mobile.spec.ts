import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/a11y';
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

test.describe('the drawing surface, as an admin on a phone', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('adds, drags, moves by keyboard, turns, deletes, draws a path, undoes and redoes — and writes the sketch text', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
    await page.goto('/spielesammlung/kooperationsspiele');
    await page.getByRole('button', { name: 'Neuen Inhalt erstellen' }).click();
    const section = page.getByRole('textbox', { name: 'Abschnitt 1' });
    await section.fill('## Aufbau\n\n```skizze\nfeld: halle\n# Start\nhuetchen 3 5\n```\n');
    await page.getByRole('button', { name: 'Skizze auf der Zeichenfläche bearbeiten' }).click();
    const surface = page.getByRole('group', { name: /^Zeichenfläche Halle/ });
    await expect(surface).toBeVisible();

    // A box from the palette lands in the middle, selected; the text gains its line.
    await page.getByRole('group', { name: 'Geräte hinzufügen' }).getByRole('button', { name: 'Kasten', exact: true }).click();
    await expect(section).toHaveValue(/# Start\nhuetchen 3 5\nkasten 13,5 7,5 teile=3\n```/);
    const box = page.getByRole('button', { name: /^Kasten bei 13,5 m von links, 7,5 m von oben/ });
    await expect(box).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousViolations(page);

    // Dragged by about 2 m to the right: it lands on the half-metre grid.
    const handle = await box.boundingBox();
    const surfaceBox = await surface.boundingBox();
    if (!handle || !surfaceBox) throw new Error('no layout');
    const pxPerMetre = surfaceBox.width / 28.2;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + pxPerMetre * 1, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.move(handle.x + handle.width / 2 + pxPerMetre * 2.1, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(section).toHaveValue(/\nkasten 15,5 7,5 teile=3\n/);

    // Keyboard: arrows move by 0,5 m, R turns by 15°, and the text follows.
    const moved = page.getByRole('button', { name: /^Kasten bei 15,5 m/ });
    await moved.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('r');
    await expect(section).toHaveValue(/\nkasten 15,5 8,5 drehung=15 teile=3\n/);

    // A run drawn with the keyboard cross: two points, then Esc.
    await page.getByRole('button', { name: 'Laufweg zeichnen' }).click();
    await expect(surface).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(section).toHaveValue(/\nlauf 13,5 7,5 -> 17,5 7,5\n```/);

    // Deleting the cone, then undo brings it back and redo removes it again; the comment stays.
    await page.getByRole('button', { name: /^Hütchen bei 3 m/ }).focus();
    await page.keyboard.press('Delete');
    await expect(section).not.toHaveValue(/huetchen 3 5/);
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(section).toHaveValue(/# Start\nhuetchen 3 5\n/);
    await page.getByRole('button', { name: 'Wiederherstellen' }).click();
    await expect(section).toHaveValue(/# Start\nkasten 15,5 8,5 drehung=15 teile=3\n/);

    // The ground changes in its own line; what no longer fits is named.
    await page.getByRole('combobox', { name: /^Feld/ }).selectOption('klassenraum');
    await expect(section).toHaveValue(/```skizze\nfeld: klassenraum\n# Start/);
    await expect(page.getByRole('alert').first()).toContainText('liegt außerhalb des Feldes (Klassenraum');

    // Closed again, the preview draws what the surface wrote.
    await page.getByRole('button', { name: 'Zeichenfläche schließen' }).click();
    await expect(page.getByRole('region', { name: 'Vorschau der Skizzen' }).getByRole('img')).toHaveAttribute('aria-label', /Klassenraum/);
  });
});
