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
  ChartBar,
  Timer,
  Trophy,
  Waves,
  Zap,
  ListOrdered,
} from 'lucide-react';
import { paths } from '@client/config/paths';

export interface MenuCardEntry extends MenuEntry {
  description: string;
  icon: LucideIcon;
}

/** Spec "Home menu": the content areas (Schwimmen and Nützliches are own areas, see DECISIONS 4). */
export const homeMenu: MenuCardEntry[] = [
  {
    title: 'Unterrichtsreihen',
    href: paths.lessonSeries.getHref(),
    description: 'Stunde für Stunde durch ein Thema',
    icon: BookOpen,
  },
  {
    title: 'Spielesammlung',
    href: paths.gameCollection.getHref(),
    description: 'Vom Aufwärmen bis zum Abschlussspiel',
    icon: Dices,
  },
  {
    title: 'Schnelle Sportstunde',
    href: paths.quickLesson.getHref(),
    description: 'Fertige Stunden ohne Vorbereitung',
    icon: Zap,
  },
  {
    title: 'Bewegte Schule',
    href: paths.activeSchool.getHref(),
    description: 'Bewegung im Klassenraum und in der Pause',
    icon: PersonStanding,
  },
  { title: 'Schwimmen', href: paths.swimming.getHref(), description: 'Ideen fürs Schwimmbad', icon: Waves },
  { title: 'Nützliches', href: paths.useful.getHref(), description: 'Hilfen rund um den Sportunterricht', icon: Lightbulb },
];

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
  { title: 'Kopf oder Zahl', href: paths.coinToss.getHref(), description: 'Münze werfen', icon: Coins },
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
