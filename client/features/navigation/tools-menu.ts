import {
  ChartBar,
  ClipboardList,
  Coins,
  Flag,
  Hourglass,
  ListOrdered,
  Medal,
  Repeat,
  Timer,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@client/config/paths';
import type { MenuCardEntry } from './menus';
import { toolList } from './tool-list';

const toolIcons: Record<string, LucideIcon> = {
  [paths.stopwatch.getHref()]: Timer,
  [paths.scoreCounter.getHref()]: ListOrdered,
  [paths.tournament.getHref()]: Trophy,
  [paths.countdown.getHref()]: Hourglass,
  [paths.stations.getHref()]: Repeat,
  [paths.coinToss.getHref()]: Coins,
  [paths.teams.getHref()]: Users,
  [paths.classRun.getHref()]: Flag,
  [paths.dataCapture.getHref()]: ClipboardList,
  [paths.gradeChart.getHref()]: ChartBar,
};

const toolDescriptions: Record<string, string> = {
  [paths.stopwatch.getHref()]: 'Zeiten und Runden messen',
  [paths.scoreCounter.getHref()]: 'Punkte zählen auf ein oder zwei Feldern',
  [paths.tournament.getHref()]: 'Jeder gegen jeden mit Tabelle',
  [paths.countdown.getHref()]: 'Zeit herunterzählen',
  [paths.stations.getHref()]: 'Gruppen wechseln die Stationen',
  [paths.coinToss.getHref()]: 'Münze werfen',
  [paths.teams.getHref()]: 'Faire Teams aus der Klassenliste',
  [paths.classRun.getHref()]: 'Zeiten der ganzen Klasse, dann Noten',
  [paths.dataCapture.getHref()]: 'Klassen, Schüler und Noten',
  [paths.gradeChart.getHref()]: 'Notendurchschnitt je Thema',
};

/** Spec "Tools menu", as cards with their icons. */
export const toolsMenu: MenuCardEntry[] = [
  ...toolList.map((tool) => ({
    ...tool,
    description: toolDescriptions[tool.href] ?? '',
    icon: toolIcons[tool.href] ?? Timer,
  })),
  // Not in toolList: its screen lies outside the signed-in frame (router.tsx), so helpers need no account.
  {
    title: 'Bundesjugendspiele',
    href: paths.bundesjugendspiele.getHref(),
    description: 'Wettbewerb: Stationen, Platzziffern, Urkunden',
    icon: Medal,
  },
];
