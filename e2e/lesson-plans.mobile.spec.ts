import type { BrowserContext, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test, waitUntilLiveAfterLoad } from './fixtures';
import { expectNoSeriousViolations } from './support/a11y';
import { signUpVerified } from './support/accounts';
import { recordSignals } from './pages/tools';

// Issue 24 at 390 px: a 45-minute plan from a series lesson, a search result and a favourite;
// changed offline and sent later; run with the clock; printed on one A4 page; shared with a colleague.
// Plans live on the server per account: a fresh account per test.
test.use({ storageState: { cookies: [], origins: [] } });

interface Plan {
  id: string;
  title: string;
  items: { minutes: number; kind: string }[];
}

const serverPlan = async (page: Page, id: string) => (await (await page.request.get(`/api/plans/${id}`)).json()) as Plan;
const pagesOf = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

/** Offline as in a gym: no network, and every API request of the browser refused (see favorites-offline.spec). */
async function goOffline(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

async function addThroughDialog(page: Page, phase: string, minutes: string) {
  const dialog = page.getByRole('dialog', { name: 'Zur Stunde hinzufügen' });
  await dialog.getByLabel('Phase').selectOption({ label: phase });
  await dialog.getByLabel('Minuten').fill(minutes);
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByText(/^Zu „.+“ hinzugefügt\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
}

test('a teacher plans a 45-minute lesson, changes it offline, runs, prints and shares it', async ({ page, context, browser, baseURL }) => {
  // Two accounts confirmed by mail and a whole lesson: well over a minute on a loaded 2-core machine.
  test.setTimeout(240_000);
  await signUpVerified(page);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  const cooldown = (
    (await (await page.request.get('/api/collections/cooldown/items')).json()) as { items: { id: string; clickableHeader: string }[] }
  ).items[0]!;
  expect(
    (
      await page.request.put('/api/favorites', {
        data: { kind: 'card', contentId: cooldown.id },
        headers: { origin: new URL(baseURL as string).origin },
      })
    ).ok(),
  ).toBe(true);

  // 1. A lesson of a series becomes a plan with its phases and minutes.
  await page.goto('/unterrichtsreihen/laufschulung');
  await page
    .getByRole('button', { name: /^Stunde 1:/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Als Stunde übernehmen' }).click();
  await page.waitForURL(/\/stunden\/[0-9a-f-]{36}$/);
  const planId = page.url().split('/').at(-1)!;
  const balance = page.getByRole('status').filter({ hasText: 'Minuten geplant' });
  await expect(balance).toHaveText('45 von 45 Minuten geplant – Passt genau');
  // Room for two more parts: the lesson's warm-up 10 → 5 minutes, its ending 8 → 3.
  await page.getByLabel('Minuten: Elefant und Katze', { exact: true }).fill('5');
  await page.getByLabel('Minuten: Herzklopfen', { exact: true }).fill('3');
  await expect(balance).toHaveText('35 von 45 Minuten geplant – 10 Minuten übrig');

  // 2. A search result into the warm-up.
  await page.goto('/suche?q=Kettenfangen');
  await page.getByRole('list').getByRole('button', { name: 'Zur Stunde hinzufügen' }).first().click();
  await addThroughDialog(page, 'Einstieg/Erwärmung', '5');

  // 3. A favourite into the ending.
  await page.goto('/favoriten');
  await page.getByRole('button', { name: 'Zur Stunde hinzufügen' }).first().click();
  await addThroughDialog(page, 'Abschluss', '5');

  await page.goto(`/stunden/${planId}`);
  await expect(balance).toHaveText('45 von 45 Minuten geplant – Passt genau');
  await expect(page.getByRole('heading', { name: 'Material' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expect
    .poll(async () => {
      const plan = await serverPlan(page, planId);
      return [plan.items.length, plan.items.reduce((sum, i) => sum + i.minutes, 0)];
    })
    .toEqual([5, 45]);

  // 4. Offline: the plan opens, changes stay on the device over a reload, and reach the server later.
  await goOffline(context);
  await page.reload();
  await page.getByLabel('Titel').fill('Laufen in der 3b');
  await page.getByLabel('Klasse', { exact: true }).fill('3b');
  await page.reload();
  await expect(page.getByLabel('Titel')).toHaveValue('Laufen in der 3b');
  await expect(page.getByText(/Sie sind offline\. 1 Stunde hat Änderungen auf diesem Gerät/)).toBeVisible();
  expect((await serverPlan(page, planId)).title).not.toBe('Laufen in der 3b');
  await goOnline(context);
  await expect.poll(async () => (await serverPlan(page, planId)).title, { timeout: 20_000 }).toBe('Laufen in der 3b');

  // Her lessons are on „Mein Überblick“, today's first.
  await page.goto('/dashboard');
  await page
    .getByRole('list', { name: 'Nächste Stunden' })
    .getByRole('link', { name: /Laufen in der 3b/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/stunden/${planId}$`));

  // 5. Run it with the clock: each part ends exactly on its minutes with the countdown's signal,
  // and the next waits for the teacher's tap.
  const signals = await recordSignals(page);
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto(`/stunden/${planId}/ablauf`);
  const timer = page.getByRole('timer', { name: 'Verbleibende Zeit' });
  // The run screen loads on demand; React shows it after a short timer, which a paused clock must let run.
  await expect
    .poll(async () => {
      await page.clock.runFor(400);
      return timer.count();
    })
    .toBe(1);
  await expect(timer).toHaveText('05:00');
  await page.getByRole('button', { name: 'Start' }).click();
  const parts = [5, 5, 27, 3, 5];
  for (const [index, minutes] of parts.entries()) {
    // In the second part the teacher opens the stopwatch: the part still ends on time with its
    // signal there, the running lesson shows as a mini-widget, and back leads to the run.
    const away = index === 1;
    if (away) {
      await page.getByRole('navigation', { name: 'Werkzeuge' }).getByRole('link', { name: 'Stoppuhr' }).click();
      await page.waitForURL(/\/tools\/stoppuhr$/);
      await expect
        .poll(async () => {
          await page.clock.runFor(400);
          return page
            .getByRole('navigation', { name: 'Laufende Timer' })
            .getByRole('link', { name: /Stunde/ })
            .count();
        })
        .toBe(1);
    }
    await page.clock.fastForward(minutes * 60_000 - 2_000);
    await page.clock.runFor(500);
    if (!away) await expect(timer).toHaveAttribute('data-status', 'running');
    expect(await signals.vibrations()).toHaveLength(index);
    await page.clock.runFor(1_600);
    if (away) {
      await expect.poll(async () => (await signals.vibrations()).length).toBe(index + 1);
      await page.goBack();
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return timer.count();
        })
        .toBe(1);
    }
    await expect(timer).toHaveAttribute('data-status', 'timeUp');
    await expect(page.getByText('Zeit um', { exact: true })).toBeVisible();
    await expect.poll(async () => (await signals.vibrations()).length).toBe(index + 1);
    if (index < parts.length - 1) {
      await page.getByRole('button', { name: /^Weiter zu: / }).click();
      await expect(timer).toHaveText(`${String(parts[index + 1]).padStart(2, '0')}:00`);
    }
  }
  await page.getByRole('button', { name: 'Stunde abschließen' }).click();
  await expect(page.getByText('Stunde geschafft', { exact: true })).toBeVisible();
  await page.clock.resume();

  // 6. Print: the plan on one A4 page.
  await page.goto(`/stunden/${planId}/drucken`);
  await expect(page.getByText('Laufen in der 3b').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  expect(await pagesOf(await page.pdf({ format: 'A4', preferCSSPageSize: true }))).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // 7. Share: a colleague opens the link and takes the plan over; the owner withdraws it.
  await page.goto(`/stunden/${planId}`);
  await page.getByRole('button', { name: 'Teilen' }).click();
  const share = page.getByRole('dialog', { name: 'Stunde teilen' });
  await share.getByRole('button', { name: 'Link erstellen' }).click();
  const link = await share.getByLabel('Link zur Stunde').inputValue();
  expect(link).toMatch(/\/stunden\/geteilt\/[\w-]+$/);

  const colleagueContext = await browser.newContext({ baseURL: baseURL as string, viewport: { width: 390, height: 844 } });
  const colleague = waitUntilLiveAfterLoad(await colleagueContext.newPage());
  await signUpVerified(colleague);
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByRole('heading', { name: 'Laufen in der 3b' })).toBeVisible();
  await colleague.getByRole('button', { name: 'In meine Stunden übernehmen' }).click();
  await colleague.waitForURL(/\/stunden\/[0-9a-f-]{36}$/);
  expect(colleague.url()).not.toContain(planId);
  await expect(colleague.getByLabel('Titel')).toHaveValue('Laufen in der 3b');
  await expect(colleague.getByRole('status').filter({ hasText: 'Minuten geplant' })).toHaveText('45 von 45 Minuten geplant – Passt genau');

  await share.getByRole('button', { name: 'Teilen beenden' }).click();
  await expect(share.getByText('Der Link gilt nicht mehr.', { exact: false })).toBeVisible();
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByText('Diese Stunde wird nicht mehr geteilt.')).toBeVisible();
  // Her copy is hers: withdrawing the link does not take it away.
  await colleague.goto('/stunden');
  await expect(colleague.getByRole('link', { name: 'Laufen in der 3b' })).toBeVisible();
  await colleagueContext.close();
});
