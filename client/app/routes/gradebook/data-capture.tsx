import { ClipboardCheck, Users } from 'lucide-react';
import { MenuGrid } from '@client/components/ui/menu-grid';
import { paths } from '@client/config/paths';
import { BackupPanel } from '@client/features/gradebook';
import { BackupReminder } from '@client/features/gradebook';
import { PrivacyNote } from '@client/features/gradebook';
import { StorageProblems } from '@client/features/gradebook';

const entries = [
  { title: 'Schüler', href: paths.students.getHref(), description: 'Klassen anlegen, Schülerinnen und Schüler eintragen', icon: Users },
  {
    title: 'Leistungserfassung',
    href: paths.performance.getHref(),
    description: 'Themen anlegen und Noten eintragen',
    icon: ClipboardCheck,
  },
];

export default function DataCaptureRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Datenerfassung</h1>
      <StorageProblems />
      <BackupReminder />
      <PrivacyNote />
      <MenuGrid entries={entries} label="Datenerfassung" />
      <BackupPanel />
    </div>
  );
}
