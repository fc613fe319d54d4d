import { expect, test as base, type Page } from '@playwright/test';

/**
 * A page load shows the prerendered HTML (a signed-in teacher's list page even with its cards)
 * before React takes it over; a click in between is lost. After this, every goto and reload of
 * `page` waits until the app is live (client/main.tsx marks it). The `page` fixture gets it; a
 * page a test opens itself (a second user in a context of their own) needs it just the same.
 */
export function waitUntilLiveAfterLoad(page: Page) {
  const live = () =>
    page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.ready !== undefined, undefined, {
      timeout: 20_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  return page;
}

/**
 * Every end-to-end test fails when the page logs an error or throws: a screen that "looks
 * right" while React complains in the console is not right.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitUntilLiveAfterLoad(page);
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // The browser logs every 4xx/5xx answer and aborted request; tests provoke those on purpose
        // (wrong password, offline) and assert on what the page shows instead.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console: ${message.text()}`);
        }
      });
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
