import { ChartBar } from 'lucide-react';
import { MenuGrid } from '@client/components/ui/menu-grid';
import { paths } from '@client/config/paths';
import { PrivacyNote } from '@client/features/gradebook';

const entries = [
  {
    title: 'Notendurchschnitt je Thema',
    href: paths.topicAverages.getHref(),
    description: 'Klassen vergleichen, als Diagramm und Tabelle',
    icon: ChartBar,
  },
];

export default function ChartMenuRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Datenvisualisierung</h1>
      <PrivacyNote />
      <MenuGrid entries={entries} label="Datenvisualisierung" />
    </div>
  );
}
