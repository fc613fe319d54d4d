import { ShieldCheck } from 'lucide-react';

/** Spec §1: class and grade data are stored only on the device. Said on every grade-book screen. */
export function PrivacyNote() {
  return (
    <p className="flex items-start gap-2 rounded-2xl border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <strong>Daten bleiben auf diesem Gerät.</strong> Klassen, Namen und Noten werden nicht hochgeladen. Laden Sie ab und zu eine
        Sicherung herunter, damit nichts verloren geht, wenn der Browser seine Daten löscht.
      </span>
    </p>
  );
}
