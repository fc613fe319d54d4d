import { areas, collectionPath, collectionsOf, type AreaId } from '@core/collections/registry';
import type { MenuEntry } from '@core/domain/menu-layout';
import {
  BookOpen,
  ClipboardList,
  Coins,
  Dices,
  Hourglass,
  Lightbulb,
  type LucideIcon,
  PersonStanding,
  Repeat,
  ChartBar,
  Timer,
  Trophy,
  Waves,
  Zap,
  ListOrdered,
  Users,
  Flag,
} from 'lucide-react';
import { paths } from '@client/config/paths';

export interface MenuCardEntry extends MenuEntry {
  description: string;
  icon: LucideIcon;
}

const areaIcons: Record<AreaId, LucideIcon> = {
  unterrichtsreihen: BookOpen,
  spielesammlung: Dices,
  'schnelle-sportstunde': Zap,
  'bewegte-schule': PersonStanding,
  schwimmen: Waves,
  nuetzliches: Lightbulb,
};

/** Spec "Home menu": the content areas from the registry (Schwimmen and Nützliches are own areas). */
export const homeMenu: MenuCardEntry[] = areas.map((area) => ({
  title: area.title,
  href: `/${area.slug}`,
  description: area.description,
  icon: areaIcons[area.id],
}));

/** An area's menu: its collections, grouped as the registry says ('Ab Klasse 1', …). */
export function areaMenu(area: AreaId): MenuEntry[] {
  return collectionsOf(area).map((collection) => ({
    title: collection.title,
    href: collectionPath(collection),
    ...(collection.group ? { group: collection.group } : {}),
  }));
}

/** Spec "Tools menu". */
export const toolsMenu: MenuCardEntry[] = [
  { title: 'Stoppuhr', href: paths.stopwatch.getHref(), description: 'Zeiten und Runden messen', icon: Timer },
  {
    title: 'Spielstand',
    href: paths.scoreCounter.getHref(),
    description: 'Punkte zählen auf ein oder zwei Feldern',
    icon: ListOrdered,
  },
  {
    title: 'Turnierplaner',
    href: paths.tournament.getHref(),
    description: 'Jeder gegen jeden mit Tabelle',
    icon: Trophy,
  },
  { title: 'Countdown', href: paths.countdown.getHref(), description: 'Zeit herunterzählen', icon: Hourglass },
  {
    title: 'Stationsbetrieb',
    href: paths.stations.getHref(),
    description: 'Gruppen wechseln die Stationen',
    icon: Repeat,
  },
  { title: 'Kopf oder Zahl', href: paths.coinToss.getHref(), description: 'Münze werfen', icon: Coins },
  { title: 'Teams bilden', href: paths.teams.getHref(), description: 'Faire Teams aus der Klassenliste', icon: Users },
  { title: 'Läufe messen', href: paths.classRun.getHref(), description: 'Zeiten der ganzen Klasse, dann Noten', icon: Flag },
  {
    title: 'Datenerfassung',
    href: paths.dataCapture.getHref(),
    description: 'Klassen, Schüler und Noten',
    icon: ClipboardList,
  },
  {
    title: 'Datenvisualisierung',
    href: paths.gradeChart.getHref(),
    description: 'Notendurchschnitt je Thema',
    icon: ChartBar,
  },
];
