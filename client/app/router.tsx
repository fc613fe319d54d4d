import { areas, collectionsOf } from '@core/collections/registry';
import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, redirect, type RouteObject } from 'react-router';
import { whenPageIdle } from '@client/lib/when-idle';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { toolsMenu } from '@client/features/navigation';
import { AppShell } from './layouts/app-shell';
import { PublicOnly } from './layouts/public-only';
import type { RouteHandle } from './layouts/breadcrumbs';
import RouteError from './routes/route-error';

/** Every screen is its own chunk, so the first screen loads only what it shows. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const relative = (href: string, parent: string) => href.slice(parent.length).replace(/^\//, '');

const collectionPage = page(() => import('./routes/collection'));

/** Every screen in the Tools menu. */
const toolModules: Record<string, () => Promise<{ default: ComponentType }>> = {
  [paths.stopwatch.path]: () => import('./routes/tools/stopwatch'),
  [paths.scoreCounter.path]: () => import('./routes/tools/score-counter'),
  [paths.tournament.path]: () => import('./routes/tools/tournament'),
  [paths.countdown.path]: () => import('./routes/tools/countdown'),
  [paths.stations.path]: () => import('./routes/tools/stations'),
  [paths.coinToss.path]: () => import('./routes/tools/coin-toss'),
  [paths.teams.path]: () => import('./routes/tools/teams'),
  [paths.classRun.path]: () => import('./routes/tools/class-run'),
  [paths.dataCapture.path]: () => import('./routes/gradebook/data-capture'),
  [paths.gradeChart.path]: () => import('./routes/gradebook/chart-menu'),
};

/** Screens below a tool (the grade book's pages), with their breadcrumb. */
const toolChildren: Record<string, { path: string; crumb: string; load: () => Promise<{ default: ComponentType }> }[]> = {
  [paths.dataCapture.path]: [
    { path: 'schueler', crumb: 'Schüler', load: () => import('./routes/gradebook/students') },
    { path: 'leistungserfassung', crumb: 'Leistungserfassung', load: () => import('./routes/gradebook/performance') },
  ],
  [paths.gradeChart.path]: [
    { path: 'note-durchschnitt-thema', crumb: 'Notendurchschnitt je Thema', load: () => import('./routes/gradebook/topic-averages') },
  ],
};

/**
 * Loads every tool's code in the background once a tool or the Tools menu is open, so a
 * teacher who then loses the network in the gym can still switch between all tools. It waits
 * until the page has loaded and the browser is idle: on a slow phone the open tool's own code
 * must not queue behind nine other tools (Lighthouse measured a 9 s LCP when it did).
 */
let toolsPreloaded = false;
function preloadTools(): void {
  if (toolsPreloaded) return;
  toolsPreloaded = true;
  const loads = [
    ...Object.values(toolModules),
    ...Object.values(toolChildren).flatMap((list) => list.map((child) => child.load)),
    // The chart library is loaded by the chart screen itself; fetch it too, for use offline.
    () => import('@client/features/gradebook/components/topic-average-chart'),
  ];
  whenPageIdle(() => {
    for (const load of loads) void load().catch(() => undefined);
  });
}

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
      return { path: area.slug, handle: { crumb: area.title, collection: only?.key } satisfies RouteHandle, lazy: collectionPage };
    }
    return {
      path: area.slug,
      handle: { crumb: area.title, area: area.id } satisfies RouteHandle,
      children: [
        { index: true, lazy: page(() => import('./routes/area-menu')) },
        ...lists.map((collection) => ({
          path: collection.slug,
          handle: { crumb: collection.title, collection: collection.key } satisfies RouteHandle,
          lazy: collectionPage,
        })),
      ],
    };
  });
}

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner />,
    children: [
      { index: true, lazy: page(() => import('./routes/home')) },
      {
        path: relative(paths.search.path, '/'),
        handle: { crumb: 'Suche' } satisfies RouteHandle,
        lazy: page(() => import('./routes/search')),
      },
      {
        path: relative(paths.dashboard.path, '/'),
        handle: { crumb: 'Mein Überblick' } satisfies RouteHandle,
        lazy: page(() => import('./routes/dashboard')),
      },
      {
        path: relative(paths.tools.path, '/'),
        handle: { crumb: 'Tools' } satisfies RouteHandle,
        Component: ToolsArea,
        children: [
          { index: true, lazy: page(() => import('./routes/tools')) },
          // The spec also names /tools/leistungserfassung; it is the grade book's page.
          { path: 'leistungserfassung', loader: () => redirect(paths.performance.getHref()) },
          ...toolsMenu.map((tool) => {
            const load = toolModules[tool.href];
            const path = relative(tool.href, paths.tools.path);
            if (!load) throw new Error(`Kein Bildschirm für ${tool.href}`);
            const children = toolChildren[tool.href];
            if (!children) return { path, handle: { crumb: tool.title } satisfies RouteHandle, lazy: page(load) };
            return {
              path,
              handle: { crumb: tool.title } satisfies RouteHandle,
              children: [
                { index: true, lazy: page(load) },
                ...children.map((child) => ({
                  path: child.path,
                  handle: { crumb: child.crumb } satisfies RouteHandle,
                  lazy: page(child.load),
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
        lazy: page(() => import('./routes/favorites')),
      },
      {
        path: relative(paths.settings.path, '/'),
        handle: { crumb: 'Einstellungen' } satisfies RouteHandle,
        lazy: page(() => import('./routes/settings')),
      },
      {
        path: relative(paths.profile.path, '/'),
        handle: { crumb: 'Profil' } satisfies RouteHandle,
        lazy: page(() => import('./routes/profile')),
      },
      { path: 'neuer-inhalt', handle: { crumb: 'Neuer Inhalt' } satisfies RouteHandle, lazy: page(() => import('./routes/new-content')) },
      {
        path: relative(paths.admin.path, '/'),
        handle: { crumb: 'Admin' } satisfies RouteHandle,
        lazy: page(() => import('./routes/admin-menu')),
      },
      {
        path: relative(paths.adminUsers.path, '/'),
        handle: { crumb: 'Benutzerverwaltung' } satisfies RouteHandle,
        lazy: page(() => import('./routes/admin-users')),
      },
      {
        path: relative(paths.adminAudit.path, '/'),
        handle: { crumb: 'Protokoll' } satisfies RouteHandle,
        lazy: page(() => import('./routes/admin-audit')),
      },
      {
        path: relative(paths.securityCheck.path, '/'),
        handle: { crumb: 'Sicherheitscheck' } satisfies RouteHandle,
        lazy: page(() => import('./routes/admin-security')),
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
  // Sign-in screens: outside the shell; signed-in users are sent home. Not prerendered: they are
  // forms, and what is typed before React takes over a prerendered form would be lost.
  {
    Component: PublicOnly,
    handle: { prerender: false },
    ErrorBoundary: RouteError,
    children: [
      { path: paths.login.path, lazy: page(() => import('./routes/auth/login')) },
      { path: paths.signup.path, lazy: page(() => import('./routes/auth/signup')) },
      { path: paths.signupSuccess.path, lazy: page(() => import('./routes/auth/signup-success')) },
      { path: paths.forgotPassword.path, lazy: page(() => import('./routes/auth/forgot-password')) },
      { path: paths.updatePassword.path, lazy: page(() => import('./routes/auth/update-password')) },
      { path: paths.workInProgress.path, lazy: page(() => import('./routes/auth/work-in-progress')) },
    ],
  },
  // Outside the app shell and open to everyone (spec: routes outside the layout).
  { path: paths.legalNotice.path, ErrorBoundary: RouteError, lazy: page(() => import('./routes/impressum')) },
  { path: paths.privacy.path, ErrorBoundary: RouteError, lazy: page(() => import('./routes/datenschutz')) },
];

/**
 * Loads the screens the address shows before the router starts, so its first render is the
 * screen itself — what the prerendered HTML holds — and not the loading fallback.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
