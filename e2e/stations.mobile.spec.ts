import { expect, test } from './fixtures';
import { StationsPage } from './pages/stations';
import { LESSON_START } from './pages/tools';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: LESSON_START.getTime() - 60_000 });
  await page.clock.pauseAt(LESSON_START);
});

test('station rotation on a phone: 44 px targets, nothing wider than the screen, digits readable from afar', async ({ page }) => {
  const stations = new StationsPage(page);
  await stations.goto();
  const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const expectTouchTargets = async () => {
    const controls = stations.main.locator('button, input, select');
    const count = await controls.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const box = await controls.nth(i).boundingBox();
      const what = await controls.nth(i).evaluate((e) => e.outerHTML.slice(0, 80));
      expect(box?.height, what).toBeGreaterThanOrEqual(44);
      expect(box?.width, what).toBeGreaterThanOrEqual(44);
    }
  };

  await expectTouchTargets();
  expect(await noSideways()).toBe(true);

  await stations.setUp(['Balancieren auf der Langbank', 'Seilspringen', 'Zielwurf in Reifen', 'Klettern an der Sprossenwand'], {
    groups: 4,
    workSeconds: 30,
    changeSeconds: 10,
  });
  await stations.button('Start').click();
  await expect(stations.timer).toHaveText('00:30');
  await expect(stations.timer).toBeInViewport();
  expect((await stations.timer.boundingBox())?.height).toBeGreaterThan(70);
  await expectTouchTargets();
  expect(await noSideways()).toBe(true);
});
