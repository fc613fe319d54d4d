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
