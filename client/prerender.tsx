// The build's prerender entry (scripts/prerender.mjs runs it in Node after `vite build`): the
// HTML of every screen without data — frame, headings, menus, tool faces — so a phone paints
// the screen before any JavaScript arrives; main.tsx then hydrates it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { routes } from './app/router';

/** Every address the route table names without a parameter (redirects and the catch-all left out). */
export function prerenderPaths(table: RouteObject[] = routes, parent = '/'): string[] {
  const paths: string[] = [];
  for (const route of table) {
    const skip = (route.handle as { prerender?: boolean } | undefined)?.prerender === false;
    if (skip || route.path === '*' || route.path?.includes(':') || route.loader) continue;
    const here = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.index || (route.path !== undefined && !route.children)) paths.push(here);
    if (route.children) paths.push(...prerenderPaths(route.children, here));
  }
  return [...new Set(paths)];
}

/** The app's markup for `pathname`, as the browser's first render will draw it; null for a redirect. */
export async function render(pathname: string): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        {/* hydrate={false}: no inline script with router data (the CSP forbids inline script, and there is no data). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
