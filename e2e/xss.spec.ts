import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, signUpVerified } from './support/accounts';
import { xssPayloads } from './support/xss-payloads';

test.use({ storageState: { cookies: [], origins: [] } });
// One after another: the first two both add cards to Pausenspiele and count them, and three
// pages of 140 cards side by side would only fight over the CI machine's two cores.
test.describe.configure({ mode: 'default', timeout: 90_000 });

/**
 * Issue 11.3: every payload through every text a user or admin can store — content (name,
 * subtitle, body), the username, and file names (uploads keep no name of their own; the editor
 * writes the picked file's name into the markdown as image or link text). Four watchers: a
 * dialog, a request to another origin, a CSP violation (something tried and was only stopped by
 * the policy), and the DOM: no element with an inline handler and no script-capable element.
 */

interface Watch {
  dialogs: string[];
  foreign: string[];
}

async function watch(page: Page, origin: string): Promise<Watch> {
  const w: Watch = { dialogs: [], foreign: [] };
  page.on('dialog', (dialog) => {
    w.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) w.foreign.push(url);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`),
    );
  });
  return w;
}

async function expectNothingRan(page: Page, w: Watch) {
  // Hover and focus everything that could carry a handler.
  for (const el of await page.getByRole('main').locator('article a, article img').all()) {
    await el.hover({ timeout: 500 }).catch(() => undefined);
  }
  await page.waitForTimeout(300);
  const found = await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const all = [...main.querySelectorAll('*')];
    const loads = (el: Element, attr: string) => {
      const value = el.getAttribute(attr);
      if (!value) return false;
      return value
        .split(/[\s,]+/)
        .some(
          (v) =>
            /^[a-z][a-z0-9+.-]*:|^\/\//i.test(v) && !/^(data:image\/(png|jpeg|gif|webp)|blob:)/i.test(v) && !v.startsWith(location.origin),
        );
    };
    return {
      xss: (window as unknown as { __xss?: number }).__xss,
      csp: (window as unknown as { __csp: string[] }).__csp,
      handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `<${el.localName} ${a.name}>`)),
      dangerous: all
        .filter(
          (el) =>
            /^(script|iframe|object|embed|frame|frameset|base|meta|link|style|math|svg|template|noscript|video|audio|source|picture)$/i.test(
              el.localName,
            ) &&
            !el.closest('[data-lucide], .lucide') &&
            // A set-up sketch: drawn by React from parsed items (no content markup reaches it).
            !el.closest('figure[data-sketch]') &&
            !(el.localName === 'svg' && el.getAttribute('aria-hidden') === 'true'),
        )
        .map((el) => el.localName),
      badLinks: all
        .filter((el) => el.localName === 'a' && /^\s*(javascript|vbscript|data|file):/i.test(el.getAttribute('href') ?? ''))
        .map((el) => el.getAttribute('href')),
      foreignLoads: all
        .filter((el) => ['src', 'srcset', 'poster', 'data', 'href'].some((attr) => el.localName !== 'a' && loads(el, attr)))
        .map((el) => el.outerHTML.slice(0, 120)),
    };
  });
  expect(found.xss).toBeUndefined();
  expect(w.dialogs).toEqual([]);
  expect(w.foreign).toEqual([]);
  expect(found.csp).toEqual([]);
  expect(found.handlers).toEqual([]);
  expect(found.dangerous).toEqual([]);
  expect(found.badLinks).toEqual([]);
  expect(found.foreignLoads).toEqual([]);
}

async function signInAdmin(request: APIRequestContext, origin: string) {
  const login = await request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { origin } });
  expect(login.status()).toBe(200);
}

test(`none of ${xssPayloads.length} XSS payloads stored as content runs or loads anything`, async ({ page, baseURL }) => {
  expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
  expect(new Set(xssPayloads).size).toBe(xssPayloads.length);
  const origin = new URL(baseURL as string).origin;
  await signInAdmin(page.request, origin);

  // The starter library already has Pausenspiele; the payloads come on top.
  const listed = await page.request.get('/api/collections/pausenspiele/items');
  const before = ((await listed.json()) as { items: unknown[] }).items.length;

  // Through the API, as an admin would store them: in the body, the name and the content header.
  const created: string[] = [];
  for (const [index, payload] of xssPayloads.entries()) {
    const res = await page.request.post('/api/collections/pausenspiele/items', {
      headers: { origin },
      data: {
        clickableHeader: index % 3 === 0 ? payload.slice(0, 200) : `Angriff ${index + 1}`,
        contentHeader: index % 3 === 1 ? payload.slice(0, 300) : null,
        sections: [{ id: 's', content: payload }],
      },
    });
    // A NUL character (tag splitting) is refused by the API before anything is stored.
    if (payload.includes('\u0000')) {
      expect(res.status(), payload).toBe(400);
      continue;
    }
    expect(res.status(), payload).toBe(201);
    created.push(((await res.json()) as { id: string }).id);
  }

  const w = await watch(page, origin);
  // Pausenspiele cards are not collapsible: every payload is on screen at once.
  await page.goto('/bewegte-schule/pausenspiele');
  await expect(page.getByRole('article')).toHaveCount(before + created.length, { timeout: 20_000 });
  await expectNothingRan(page, w);

  for (const id of created) await page.request.delete(`/api/content/${id}`, { headers: { origin } });
});

test(`none of ${xssPayloads.length} payloads as file names runs: picked in the editor, and stored as the editor's image and PDF links`, async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  await signInAdmin(page.request, origin);
  await page.goto('/spielesammlung/kooperationsspiele');
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 8;
    canvas.height = 8;
    canvas.getContext('2d')!.fillRect(0, 0, 4, 4);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  const buffer = Buffer.from(png, 'base64');
  const upload = await page.request.post('/api/files', { headers: { origin, 'content-type': 'image/png' }, data: buffer });
  expect(upload.status()).toBe(200);
  const { url } = (await upload.json()) as { url: string };

  // A few through the real picker: the editor must turn the name into plain link text.
  await page.getByRole('button', { name: 'Neuen Inhalt erstellen' }).click();
  const section = page.getByRole('textbox', { name: 'Abschnitt 1' });
  const picked = [
    'x](javascript:alert(1)).png',
    '<img src=x onerror=alert(1)>.png',
    'a" onerror="alert(1).png',
    '![i](https:\\evil.example\\p.png).png',
    '[r]: javascript:alert(1).png',
  ];
  for (const name of picked) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Bild einfügen' }).first().click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
    await expect(section).toHaveValue(new RegExp(`${url.replace(/[.]/g, '\\.')}\\)\\n$`));
  }
  const fromEditor = await section.inputValue();
  expect(fromEditor).not.toMatch(/\]\(javascript:/);

  // All payloads as the editor's snippets with the raw name (what an older client or a
  // hand-written request could store), in a handful of cards.
  const snippets = xssPayloads
    .filter((name) => !name.includes('\u0000'))
    .map((name, i) => (i % 2 ? `\n![${name}](${url})\n` : `[${name} (PDF)](${url.replace(/\.png$/, '.pdf')})`));
  const chunks = [fromEditor, ...Array.from({ length: 6 }, (_, i) => snippets.filter((_, j) => j % 6 === i).join('\n\n'))];
  const created: string[] = [];
  for (const [i, content] of chunks.entries()) {
    const res = await page.request.post('/api/collections/pausenspiele/items', {
      headers: { origin },
      data: { clickableHeader: `Dateiname ${i + 1}`, sections: [{ id: 's', content }] },
    });
    expect(res.status()).toBe(201);
    created.push(((await res.json()) as { id: string }).id);
  }

  const w = await watch(page, origin);
  await page.goto('/bewegte-schule/pausenspiele');
  await expect(page.getByRole('article').filter({ hasText: 'Dateiname 7' })).toBeVisible({ timeout: 20_000 });
  await expectNothingRan(page, w);

  for (const id of created) await page.request.delete(`/api/content/${id}`, { headers: { origin } });
});

test(`none of ${xssPayloads.length} payloads is accepted as a username, and the screen shows the refusal as text`, async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  await signUpVerified(page);

  // Straight at the API, past the screen's own check: username and display name.
  for (const payload of xssPayloads) {
    const res = await page.request.post('/api/auth/update-user', {
      headers: { origin },
      data: { username: payload, displayUsername: payload },
    });
    expect(res.status(), payload).toBeGreaterThanOrEqual(400);
    const display = await page.request.post('/api/auth/update-user', {
      headers: { origin },
      data: { username: 'gueltig_name', displayUsername: payload },
    });
    expect(display.status(), payload).toBe(400);
  }
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { username: string | null; displayUsername: string | null };
  };
  expect(session.user.username).toBeNull();
  expect(session.user.displayUsername).toBeNull();

  const w = await watch(page, origin);
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  for (const payload of xssPayloads.filter((p) => p.length <= 30).slice(0, 5)) {
    await page.getByLabel('Neuer Benutzername').fill(payload);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Erlaubt sind Buchstaben ohne Umlaute, Ziffern sowie _ . und -.')).toBeVisible();
  }
  await expectNothingRan(page, w);
});
