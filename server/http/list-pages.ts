import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { CachedList, ListCache } from '../features/content/list-cache';
import type { Logger } from '../logger';
import { compressBytes, preferredEncoding, type Encoding } from './compression';

/** What the build writes next to its server render (scripts/prerender.mjs). */
interface ListPagesManifest {
  /** The built page, its root holding `<!--app-->`. */
  page: string;
  /** Address of each list screen → its collection. */
  lists: Record<string, string>;
}

/** The build's render (client/prerender.tsx), as much of it as is used here. */
interface ServerRender {
  render(pathname: string, list: { collection: string; etag: string; items: unknown[] }): Promise<string>;
}

interface DrawnPage {
  etag: string;
  /** Undefined when the build's render is missing (logged once, when it failed to load). */
  body: Promise<Uint8Array<ArrayBuffer> | undefined>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/** The id client/lib/page-data.ts reads the cards from. */
const PAGE_DATA_ID = 'seitendaten';

/** JSON inside `<script>`: no `<` at all, so neither `</script>` nor `<!--` can end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type ListPages = ReturnType<typeof createListPages>;

/**
 * List screens drawn with their cards on the server, for a signed-in first visit: the built page
 * of a list has a heading and a spinner, and its cards — the largest thing on it — waited for the
 * app's code and a second request (Lighthouse mobile: LCP 3.1 s). Drawn by the build's own render
 * (dist/ssr, the one that prerendered every page), once per list page and library version, and
 * adopted by React in the browser with the cards the page carries as JSON. Without that build
 * (`npm run dev`, a damaged install) the built page is served as before.
 */
export function createListPages(ssrDir: string | undefined, logger: Logger) {
  let manifest: ListPagesManifest | null | undefined;
  let renderer: Promise<ServerRender | null> | undefined;
  const drawn = new Map<string, DrawnPage>();

  const readManifest = (): ListPagesManifest | null => {
    if (manifest !== undefined) return manifest;
    manifest = null;
    if (!ssrDir) return manifest;
    try {
      const value = JSON.parse(fs.readFileSync(path.join(ssrDir, 'list-pages.json'), 'utf8')) as ListPagesManifest;
      if (typeof value.page === 'string' && value.page.includes('<!--app-->') && value.lists && typeof value.lists === 'object')
        manifest = value;
      else logger.warn({ ssrDir }, 'list pages: list-pages.json is not what the build writes; lists are served without their cards');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        logger.warn({ err, ssrDir }, 'list pages: list-pages.json unreadable; lists are served without their cards');
    }
    return manifest;
  };

  // Loaded on the first list page, not at start-up: React's server renderer and every screen
  // cost ≈ 0.2 s and 25 MB, which an instance that never serves a list page does not pay.
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(path.join(ssrDir ?? '', 'prerender.js')).href).then(
      (module: ServerRender) => module,
      (err: unknown) => {
        logger.error({ err, ssrDir }, 'list pages: the server render could not be loaded; lists are served without their cards');
        return null;
      },
    ));

  async function draw(pathname: string, collection: string, list: CachedList, page: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const render = await loadRenderer();
    if (!render) return undefined;
    const { items } = JSON.parse(new TextDecoder().decode(list.body)) as { items: unknown[] };
    const data = { collection, etag: list.etag, items };
    const app = await render.render(pathname, data);
    const html = page
      .replace('<!--app-->', () => app)
      .replace('</body>', () => `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script></body>`);
    return new TextEncoder().encode(html);
  }

  return {
    /** The collection the page at `pathname` lists; undefined for every other page. */
    collectionOf(pathname: string): string | undefined {
      const lists = readManifest()?.lists;
      return lists && Object.hasOwn(lists, pathname) ? lists[pathname] : undefined;
    },

    /** The page drawn with `list`'s cards, in `encoding`; undefined when it cannot be drawn. */
    async page(pathname: string, collection: string, list: CachedList, encoding: Encoding | undefined) {
      const built = readManifest();
      if (!built) return undefined;
      let entry = drawn.get(pathname);
      if (entry?.etag !== list.etag) {
        entry = { etag: list.etag, body: draw(pathname, collection, list, built.page), encoded: {} };
        drawn.set(pathname, entry);
      }
      try {
        const body = await entry.body;
        if (body) return encoding ? (entry.encoded[encoding] ??= new Uint8Array(compressBytes(body, encoding))) : body;
      } catch (err) {
        logger.error({ err, pathname }, 'list page could not be drawn; served without its cards');
      }
      // Not kept: the next visit tries again (a list an admin has just fixed draws again).
      if (drawn.get(pathname) === entry) drawn.delete(pathname);
      return undefined;
    },
  };
}

/**
 * The answer for a list page drawn with its cards, or undefined for the built page: only for a
 * signed-in teacher (the cards are for accounts only, like the list API) and an address without
 * a query (filters are read by the screen).
 */
export async function drawnListPage(c: Context<AppEnv>, pages: ListPages, lists: ListCache): Promise<Response | undefined> {
  const url = new URL(c.req.url);
  if (url.search) return undefined;
  const pathname = url.pathname.replace(/(.)\/$/, '$1');
  const collection = pages.collectionOf(pathname);
  if (!collection) return undefined;
  const deps = c.get('deps');
  try {
    if (!(await deps.readSession(c.req.raw.headers))) return undefined;
    const list = await lists.read(deps, collection);
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    const body = await pages.page(pathname, collection, list, encoding);
    if (!body) return undefined;
    const headers: Record<string, string> = {
      // Per account and per library version: never from a shared cache, always asked again.
      'Cache-Control': 'private, no-cache',
      'Content-Type': 'text/html; charset=UTF-8',
      Vary: 'Accept-Encoding, Cookie',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(body, 200, headers);
  } catch (err) {
    deps.logger.error({ err, pathname }, 'list page: session or list unreadable; served without its cards');
    return undefined;
  }
}
