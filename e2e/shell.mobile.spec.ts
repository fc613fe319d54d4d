import { expect, test } from './fixtures';
import { AppShellPage } from './pages/app-shell';

test('the dock hides while scrolling down and returns on scroll up', async ({ page }) => {
  const shell = new AppShellPage(page);
  // A short viewport so the Tools menu is taller than the screen and can be scrolled.
  await page.setViewportSize({ width: 390, height: 420 });
  await shell.goto('/tools');
  await shell.expectDockShown();

  await page.mouse.wheel(0, 300);
  await shell.expectDockHidden();

  await page.mouse.wheel(0, -120);
  await shell.expectDockShown();
});

test('the home menu uses two columns on a phone', async ({ page }) => {
  const shell = new AppShellPage(page);
  await shell.goto('/');
  const cards = page.getByRole('list', { name: 'Bereiche' }).getByRole('listitem');
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  const third = await cards.nth(2).boundingBox();
  expect(first && second && third).toBeTruthy();
  expect(second!.y).toBeCloseTo(first!.y, 0);
  expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);
});

test('every control in the shell is at least 44 px tall', async ({ page }) => {
  const shell = new AppShellPage(page);
  await shell.goto('/tools/stoppuhr');
  const controls = page.locator('header a, header button, nav a');
  const count = await controls.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    expect(box?.height ?? 0, await controls.nth(i).innerText()).toBeGreaterThanOrEqual(44);
  }
});

test('the home search placeholder fits its field at 390 px (it was cut off at „z. E“)', async ({ page }) => {
  const shell = new AppShellPage(page);
  await shell.goto('/');
  const search = page.getByRole('searchbox', { name: 'Spiele, Stunden und Ideen suchen' });
  await expect(search).toBeVisible();
  // The placeholder is not part of scrollWidth: measure it in the field's own font.
  const room = await search.evaluate(async (input: HTMLInputElement) => {
    await document.fonts.ready;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, box, placeholder: input.placeholder };
  });
  expect(room.placeholder).toContain('z. B.');
  expect(room.text).toBeLessThanOrEqual(room.box);
  await expect(page.getByRole('button', { name: 'Suchen' })).toBeVisible();
});
