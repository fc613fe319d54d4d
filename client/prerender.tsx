// The build's prerender entry (scripts/prerender.mjs runs it in Node after `vite build`): the
// HTML of every screen without data — frame, headings, menus, tool faces — so a phone paints
// the screen before any JavaScript arrives; main.tsx then hydrates it. The server runs the same
// build to draw a list page with its cards for a signed-in first visit (server/http/list-pages.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import { renderWithListData, type ListPageData } from '@client/lib/page-data';
import type { RouteHandle } from '@client/lib/route-matches';
import { AppRoutes, loadRoutesFor, routes } from './app/router';

/** Every address the route table names without a parameter or splat (redirects and the catch-all left out). */
export function prerenderPaths(table: RouteObject[] = routes, parent = '/'): string[] {
  const paths: string[] = [];
  for (const route of table) {
    const skip = (route.handle as { prerender?: boolean } | undefined)?.prerender === false;
    // A parameter or a splat (`stunden/*`) names no single address to draw.
    if (skip || route.path?.endsWith('*') || route.path?.includes(':')) continue;
    const here = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.index || (route.path !== undefined && !route.children)) paths.push(here);
    if (route.children) paths.push(...prerenderPaths(route.children, here));
  }
  return [...new Set(paths)];
}

/**
 * The app's markup for `pathname`, as the browser's first render will draw it: without data, or
 * with the cards of the list the page shows (the page then carries them as JSON, see page-data).
 */
export async function render(pathname: string, list?: ListPageData): Promise<string> {
  await loadRoutesFor(pathname);
  return renderWithListData(list, () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

/** The collection a list screen shows; undefined for every other screen. */
export function listPageCollection(pathname: string): string | undefined {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.handle as RouteHandle | undefined)?.collection)
    .findLast(Boolean);
}

/**
 * What a screen fetches first, for `<link rel="preload">` in its page: a list screen's items,
 * fetched while the code still loads instead of after it (they are its largest paint).
 */
export function preloadsFor(pathname: string): string[] {
  const collection = listPageCollection(pathname);
  return collection ? [`/api/collections/${encodeURIComponent(collection)}/items`] : [];
}
