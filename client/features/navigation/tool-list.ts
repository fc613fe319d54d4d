import type { MenuEntry } from '@core/domain/menu-layout';
import { paths } from '@client/config/paths';

// Addresses and titles only: the route table on every screen needs them; icons and descriptions
// only the Tools menu (tools-menu.ts; issue 21: first-screen size).

/** Spec "Tools menu": the tools with their addresses (the router builds its routes from it). */
export const toolList: MenuEntry[] = [
  { title: 'Stoppuhr', href: paths.stopwatch.getHref() },
  { title: 'Spielstand', href: paths.scoreCounter.getHref() },
  { title: 'Turnierplaner', href: paths.tournament.getHref() },
  { title: 'Countdown', href: paths.countdown.getHref() },
  { title: 'Stationsbetrieb', href: paths.stations.getHref() },
  { title: 'Kopf oder Zahl', href: paths.coinToss.getHref() },
  { title: 'Teams bilden', href: paths.teams.getHref() },
  { title: 'Läufe messen', href: paths.classRun.getHref() },
  { title: 'Datenerfassung', href: paths.dataCapture.getHref() },
  { title: 'Datenvisualisierung', href: paths.gradeChart.getHref() },
];
