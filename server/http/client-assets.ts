import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { ListCache } from '../features/content/list-cache';
import type { AppEnv } from '../app-env';
import { preferredEncoding, varyOnEncoding } from './compression';
import { drawnListPage, type ListPages } from './list-pages';
import { setResponseHeader } from './response-header';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Vite puts content-hashed files under /assets/; everything else may change between deploys. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  // Paths without an extension are pages (prerendered per route): they change with every deploy.
  if (!/\.[a-z0-9]+$/i.test(urlPath) || /\.(html|webmanifest|json)$/.test(urlPath) || urlPath === '/sw.js') return REVALIDATE;
  return SHORT;
}

/** Letters, digits, hyphens and slashes only: no dots, so no way out of the build folder. */
const PAGE_PATH = /^(\/[a-z0-9-]+)+$/;

const existing = async (file: string) => ((await fs.promises.stat(file).catch(() => null))?.isFile() ? file : undefined);

/**
 * The build's prerendered HTML for a screen (/tools/stoppuhr → tools/stoppuhr.html), written by
 * scripts/prerender.mjs; undefined where there is none (a card's deep link, an unknown path).
 */
async function prerenderedPage(clientDir: string, urlPath: string): Promise<string | undefined> {
  const clean = urlPath.replace(/\/$/, '');
  if (!PAGE_PATH.test(clean)) return undefined;
  return existing(path.join(clientDir, `${clean.slice(1)}.html`));
}

/**
 * Serves the built front end. Paths without a file extension that match no file get their
 * prerendered page, else the empty shell.html (index.html in a build without one), so a reload on
 * any deep link works with client routing;
 * a missing file with an extension (an old hashed chunk) stays a 404 instead of returning
 * HTML the browser would try to run as script. A signed-in teacher's list page comes with its
 * cards (list-pages.ts).
 */
export function clientAssets(clientDir: string, listPages?: { pages: ListPages; lists: ListCache }) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, 'index.html');
  // The page without prerendered content (scripts/prerender.mjs); a build without it has index.html only.
  const shellFile = path.join(clientDir, 'shell.html');

  // serveStatic builds its own Response, so the caching header is added on the way out.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', cacheControlFor(c.req.path));
    // Text files have .br/.gz copies: a cache must keep the variant per Accept-Encoding.
    if (c.res.ok && COMPRESSIBLE_TYPE.test(c.res.headers.get('Content-Type') ?? '')) varyOnEncoding(c.res.headers);
  });
  // The build writes .br and .gz next to every text file (scripts/compress-client.mjs).
  app.use('*', serveStatic({ root: clientDir, precompressed: true }));

  app.get('*', async (c) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) {
      return c.text('Datei nicht gefunden.', 404, { 'Cache-Control': REVALIDATE });
    }
    const drawn = listPages && (await drawnListPage(c, listPages.pages, listPages.lists));
    if (drawn) return drawn;
    const file = (await prerenderedPage(clientDir, c.req.path)) ?? (await existing(shellFile)) ?? indexFile;
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    const headers: Record<string, string> = {
      'Cache-Control': REVALIDATE,
      'Content-Type': 'text/html; charset=UTF-8',
      Vary: 'Accept-Encoding',
    };
    if (encoding) {
      const compressed = await fs.promises.readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
      if (compressed) return c.body(new Uint8Array(compressed), 200, { ...headers, 'Content-Encoding': encoding });
    }
    let html: string;
    try {
      html = await fs.promises.readFile(file, 'utf8');
    } catch {
      return c.text('Die Oberfläche ist noch nicht gebaut. Bitte „npm run build“ ausführen (npm start tut das automatisch).', 503);
    }
    return c.body(html, 200, headers);
  });

  return app;
}
