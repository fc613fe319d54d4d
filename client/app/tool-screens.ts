import { paths } from '@client/config/paths';
import { whenPageIdle } from '@client/lib/when-idle';
import { lazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen';

/**
 * The screens a teacher needs in the gym, where there is often no network: every screen loaded
 * from this module is fetched for use offline once a tool is open (`preloadTools`). The build
 * lists their files, and everything they load, in /offline-tools.json (vite.config.ts,
 * offlineToolFiles) — so a screen added here is on the device without further ado.
 */

/** Every screen in the Tools menu. */
export const toolScreens: Record<string, LazyScreen> = Object.fromEntries(
  Object.entries({
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
  } satisfies Record<string, ScreenModule>).map(([href, load]) => [href, lazyScreen(load)]),
);

/**
 * The Bundesjugendspiele (issue 26) lie outside the signed-in frame: helpers' phones at the
 * stations open them from a QR code, without an account. All their data stay on the device.
 */
export const bundesjugendspieleScreen = lazyScreen(() => import('./routes/bundesjugendspiele'));

/** Screens below a tool (the grade book's pages), with their breadcrumb. */
export const toolChildren: Record<string, { path: string; crumb: string; screen: LazyScreen }[]> = {
  [paths.dataCapture.path]: [
    { path: 'schueler', crumb: 'Schüler', screen: lazyScreen(() => import('./routes/gradebook/students')) },
    { path: 'leistungserfassung', crumb: 'Leistungserfassung', screen: lazyScreen(() => import('./routes/gradebook/performance')) },
  ],
  [paths.gradeChart.path]: [
    {
      path: 'note-durchschnitt-thema',
      crumb: 'Notendurchschnitt je Thema',
      screen: lazyScreen(() => import('./routes/gradebook/topic-averages')),
    },
  ],
};

/** Written by the build: the files of every screen above and of what they load, in load order. */
export const OFFLINE_TOOL_FILES = '/offline-tools.json';

const BUILT_FILE = /^\/assets\/[\w.-]+$/;

let toolsPreloaded = false;
/**
 * Fetches every tool's files in the background once a tool or the Tools menu is open, so a
 * teacher who then loses the network in the gym can still switch between all tools — also where
 * no service worker keeps the app (a private window). Into the browser's cache only, not run:
 * running nine tools' code cost a slow phone one long task per screen (≈ 200 ms blocked in
 * Lighthouse, issue 21); the files are named by their content and cached for good, so the
 * screen opened later runs them from the cache, with or without network. It waits until the
 * page has loaded and the browser is idle, and fetches one file after the other at low priority:
 * the open tool's own requests go first. Chained on the fetches, not on timers, so a paused
 * clock (the end-to-end tests) does not stop it.
 */
export function preloadTools(): void {
  if (toolsPreloaded) return;
  toolsPreloaded = true;
  whenPageIdle(() => {
    void fetch(OFFLINE_TOOL_FILES, { priority: 'low' })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : []))
      .then((files) => {
        // Only this app's own built files, whatever else a broken or foreign list holds.
        const queue = Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && BUILT_FILE.test(file)) : [];
        const next = (): void => {
          const file = queue.shift();
          if (file)
            void fetch(file, { priority: 'low' })
              .then((response) => response.arrayBuffer())
              .then(next, next);
        };
        next();
      })
      // Offline already, or a server without the list (the dev server): the screens load when opened.
      .catch(() => undefined);
  });
}
