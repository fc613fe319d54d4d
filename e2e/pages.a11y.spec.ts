import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const screens = ['/', '/tools', '/tools/countdown', '/gibt-es-nicht', '/impressum', '/datenschutz'];

for (const path of screens) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(severe).toEqual([]);
  });
}
