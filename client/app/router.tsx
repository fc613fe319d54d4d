import { areas, collectionsOf } from '@core/collections/registry';
import { createElement, Suspense, useEffect, useMemo } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { endAdoption, useHydrated } from '@client/lib/use-hydrated';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { toolList } from '@client/features/navigation';
import { AppShell } from './layouts/app-shell';
import { PublicOnly } from './layouts/public-only';
import { ScreenErrorBoundary } from './layouts/screen-error-boundary';
import { RouteMatchesContext, type RouteHandle, type RouteMatch } from '@client/lib/route-matches';
import { preloadOf, screenElement } from './lazy-screen';
import { bundesjugendspieleScreen, preloadTools, toolChildren, toolScreens } from './tool-screens';

const relative = (href: string, parent: string) => href.slice(parent.length).replace(/^\//, '');

const collectionScreen = screenElement(() => import('./routes/collection'));
/** One entry for the plan screens: the list, a plan, its run and print, a shared plan (routes/plan-screens.tsx). */
const planScreens = screenElement(() => import('./routes/plan-screens'));

/** The Tools area's frame: an effect rather than a loader, so the prerendered page needs no data step. */
function ToolsArea() {
  useEffect(preloadTools, []);
  return <Outlet />;
}

/** Every area and collection from the registry: a menu per area, a list per collection. */
function areaRoutes(): RouteObject[] {
  return areas.map((area) => {
    const lists = collectionsOf(area.id);
    if (area.isSingleList) {
      const [only] = lists;
      return { path: area.slug, handle: { crumb: area.title, collection: only?.key } satisfies RouteHandle, element: collectionScreen };
    }
    return {
      path: area.slug,
      handle: { crumb: area.title, area: area.id } satisfies RouteHandle,
      children: [
        { index: true, element: screenElement(() => import('./routes/area-menu')) },
        ...lists.map((collection) => ({
          path: collection.slug,
          handle: { crumb: collection.title, collection: collection.key } satisfies RouteHandle,
          element: collectionScreen,
        })),
      ],
    };
  });
}

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <AppShell />,
    children: [
      { index: true, element: screenElement(() => import('./routes/home')) },
      {
        path: relative(paths.search.path, '/'),
        handle: { crumb: 'Suche' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/search')),
      },
      {
        path: relative(paths.dashboard.path, '/'),
        handle: { crumb: 'Mein Überblick' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/dashboard')),
      },
      {
        path: relative(paths.tools.path, '/'),
        handle: { crumb: 'Tools' } satisfies RouteHandle,
        element: <ToolsArea />,
        children: [
          { index: true, element: screenElement(() => import('./routes/tools')) },
          // The spec also names /tools/leistungserfassung; it is the grade book's page.
          {
            path: 'leistungserfassung',
            handle: { prerender: false } satisfies RouteHandle,
            element: <Navigate to={paths.performance.getHref()} replace />,
          },
          ...toolList.map((tool) => {
            const screen = toolScreens[tool.href];
            const path = relative(tool.href, paths.tools.path);
            if (!screen) throw new Error(`Kein Bildschirm für ${tool.href}`);
            const children = toolChildren[tool.href];
            if (!children) return { path, handle: { crumb: tool.title } satisfies RouteHandle, element: createElement(screen) };
            return {
              path,
              handle: { crumb: tool.title } satisfies RouteHandle,
              children: [
                { index: true, element: createElement(screen) },
                ...children.map((child) => ({
                  path: child.path,
                  handle: { crumb: child.crumb } satisfies RouteHandle,
                  element: createElement(child.screen),
                })),
              ],
            };
          }),
        ],
      },
      ...areaRoutes(),
      {
        path: relative(paths.favorites.path, '/'),
        handle: { crumb: 'Favoriten' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/favorites')),
      },
      // The Stundenplaner's addresses live in its feature (lesson-plans/plan-paths.ts); its screens route
      // themselves (routes/plan-screens.tsx) and show device data, nothing to prerender.
      { path: 'stunden/*', handle: { crumb: 'Stunden' } satisfies RouteHandle, element: planScreens },
      {
        path: relative(paths.settings.path, '/'),
        handle: { crumb: 'Einstellungen' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/settings')),
      },
      {
        path: relative(paths.profile.path, '/'),
        handle: { crumb: 'Profil' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/profile')),
      },
      {
        path: 'neuer-inhalt',
        handle: { crumb: 'Neuer Inhalt' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/new-content')),
      },
      {
        path: relative(paths.admin.path, '/'),
        handle: { crumb: 'Admin' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/admin-menu')),
      },
      {
        path: relative(paths.adminUsers.path, '/'),
        handle: { crumb: 'Benutzerverwaltung' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/admin-users')),
      },
      {
        path: relative(paths.adminAudit.path, '/'),
        handle: { crumb: 'Protokoll' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/admin-audit')),
      },
      {
        path: relative(paths.securityCheck.path, '/'),
        handle: { crumb: 'Sicherheitscheck' } satisfies RouteHandle,
        element: screenElement(() => import('./routes/admin-security')),
      },
      { path: '*', element: screenElement(() => import('./routes/not-found')) },
    ],
  },
  // Sign-in screens: outside the shell; signed-in users are sent home. Not prerendered: they are
  // forms, and what is typed before React takes over a prerendered form would be lost.
  {
    element: <PublicOnly />,
    handle: { prerender: false } satisfies RouteHandle,
    children: [
      { path: paths.login.path, element: screenElement(() => import('./routes/auth/login')) },
      { path: paths.signup.path, element: screenElement(() => import('./routes/auth/signup')) },
      { path: paths.signupSuccess.path, element: screenElement(() => import('./routes/auth/signup-success')) },
      { path: paths.forgotPassword.path, element: screenElement(() => import('./routes/auth/forgot-password')) },
      { path: paths.updatePassword.path, element: screenElement(() => import('./routes/auth/update-password')) },
      { path: paths.workInProgress.path, element: screenElement(() => import('./routes/auth/work-in-progress')) },
    ],
  },
  // Outside the app shell and open to everyone (spec: routes outside the layout). The
  // Bundesjugendspiele show only this device's data: nothing to prerender.
  {
    path: paths.bundesjugendspiele.path,
    handle: { prerender: false } satisfies RouteHandle,
    element: createElement(bundesjugendspieleScreen),
  },
  { path: paths.legalNotice.path, element: screenElement(() => import('./routes/impressum')) },
  { path: paths.privacy.path, element: screenElement(() => import('./routes/datenschutz')) },
];

/**
 * Loads the screens the address shows before React starts, so its first render is the screen
 * itself — what the prerendered HTML holds — and not the loading fallback.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  await Promise.all(routeMatches(pathname).map(({ route }) => preloadOf(route.element)?.()));
}

/**
 * The route table's matches for an address, kept for the last one asked: matching walks and
 * ranks every route and builds a pattern per route tried (≈ 10 ms on a slow phone), and the
 * start asks for the same address twice (the screen's code, then the first render).
 */
let lastMatches: { pathname: string; matches: ReturnType<typeof matchRoutes<RouteObject>>; branch: RouteObject[] } | undefined;
function matchesFor(pathname: string) {
  if (lastMatches?.pathname !== pathname) {
    const matches = matchRoutes(routes, pathname);
    lastMatches = { pathname, matches, branch: matches ? branchOf(matches) : routes };
  }
  return lastMatches;
}

function routeMatches(pathname: string) {
  return matchesFor(pathname).matches ?? [];
}

/**
 * The matched routes alone, each holding only the next as its child. `useRoutes` flattens and
 * ranks every route it is given on every render (≈ 35 ms on a slow phone for the whole table,
 * issue 21); given the one branch that won, it finds the same matches.
 */
function branchOf(matches: NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>): RouteObject[] {
  let branch: RouteObject[] | undefined;
  for (const { route } of [...matches].reverse()) {
    const { children: _children, ...rest } = route;
    branch = [(branch ? { ...rest, children: branch } : rest) as RouteObject];
  }
  return branch ?? routes;
}

/** For tests: the routes `AppRoutes` hands to React Router for an address. */
export function routesRenderedFor(pathname: string): RouteObject[] {
  return matchesFor(pathname).branch;
}

/**
 * Marks the page as live (`<html data-ready>`) once React has adopted the screen and drawn this
 * device's data into it: until then the prerendered buttons do nothing, and the end-to-end tests
 * wait for it after every page load. Inside the screen's Suspense boundary, because React adopts
 * the content of a boundary after the rest of the page, at its lowest priority. Also shown with
 * a screen's error page, which takes the screen's place.
 */
function ScreenLive() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    endAdoption();
    document.documentElement.dataset.ready = '';
  }, [hydrated]);
  return null;
}

/**
 * The route table rendered for the current address (inside BrowserRouter, MemoryRouter or the
 * prerender's StaticRouter), with the matched routes' handles for breadcrumbs and lists.
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo<RouteMatch[]>(
    () =>
      routeMatches(location.pathname).map((match) => ({
        pathname: match.pathname,
        handle: match.route.handle as RouteHandle | undefined,
      })),
    [location.pathname],
  );
  const element = useRoutes(matchesFor(location.pathname).branch, location);
  return (
    <RouteMatchesContext.Provider value={matches}>
      <ScreenErrorBoundary resetKey={location.pathname} live={<ScreenLive />}>
        <Suspense fallback={<Spinner />}>
          {element}
          <ScreenLive />
        </Suspense>
      </ScreenErrorBoundary>
    </RouteMatchesContext.Provider>
  );
}
