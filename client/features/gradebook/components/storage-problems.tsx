import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { setAsideNames } from '@core/domain/gradebook/repair';
import { setAsideEntries, useStorageProblems } from '@client/lib/versioned-storage';
import { CLASSES_KEY, PERFORMANCE_KEY } from '../stores/gradebook-stores';
import { downloadFile } from '@client/lib/download';

const LABELS: Record<string, string> = { [CLASSES_KEY]: 'Klassen und Schüler', [PERFORMANCE_KEY]: 'Themen und Noten' };

/**
 * What went wrong with the stored grade book, in words a teacher can act on: data that could
 * not be read were kept aside (and can be downloaded for help), a change that could not be
 * saved needs a backup now.
 */
export function StorageProblems() {
  // Re-rendered on every change of the problems (also when an import released a kept-aside entry).
  const problems = useStorageProblems((s) => s.problems);
  const [, refresh] = useState(0);
  const [confirm, dialog] = useConfirm();
  const keptAside = [CLASSES_KEY, PERFORMANCE_KEY].flatMap((key) => setAsideEntries(key).map((entry) => ({ ...entry, key })));
  const notSaved = problems.filter((p) => p.kind === 'not-saved');
  if (keptAside.length === 0 && notSaved.length === 0) return null;

  return (
    <div role="alert" className="space-y-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950">
      {notSaved.length > 0 && (
        <p className="flex gap-2 font-semibold">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          Die letzte Änderung an {notSaved.map((p) => LABELS[p.key] ?? p.key).join(' und ')} konnte nicht gespeichert werden (der Speicher
          ist voll oder gesperrt). Bitte jetzt eine Sicherung herunterladen.
        </p>
      )}
      {keptAside.map((entry) => {
        const names = setAsideNames(entry.raw);
        return (
          <div key={entry.storageKey}>
            <p className="flex gap-2">
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
              {names.length > 0 ? (
                <span>
                  <strong>
                    {entry.key === CLASSES_KEY
                      ? names.length === 1
                        ? 'Die Klasse'
                        : 'Die Klassen'
                      : names.length === 1
                        ? 'Das Thema'
                        : 'Die Themen'}{' '}
                    {names.map((n) => `„${n}“`).join(', ')} {names.length === 1 ? 'konnte' : 'konnten'} nicht gelesen werden.
                  </strong>{' '}
                  {names.length > 1 ? 'Sie wurden' : entry.key === CLASSES_KEY ? 'Sie wurde' : 'Es wurde'} am{' '}
                  {entry.savedAt.toLocaleString('de-DE')} unverändert beiseitegelegt; alle anderen Daten sind geladen. Laden Sie die Datei
                  herunter und spielen Sie sie unter „Sicherung einspielen“ wieder ein: Was nicht in die Grenzen passt, wird dabei
                  repariert.
                </span>
              ) : (
                <span>
                  <strong>Gespeicherte {LABELS[entry.key]} konnten nicht gelesen werden.</strong> Sie wurden am{' '}
                  {entry.savedAt.toLocaleString('de-DE')} unverändert beiseitegelegt; alle anderen Daten sind geladen. Mit einer Sicherung
                  lässt sich der letzte Stand zurückholen.
                </span>
              )}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() => downloadFile(`beschaedigte-daten-${entry.key}.json`, entry.raw, 'application/json')}
              >
                Beschädigte Daten herunterladen
              </Button>
              <Button
                variant="ghost"
                onClick={async () => {
                  if (!(await confirm('Die beiseitegelegten Daten werden endgültig gelöscht. Fortfahren?', 'Löschen'))) return;
                  localStorage.removeItem(entry.storageKey);
                  refresh((n) => n + 1);
                }}
              >
                Beiseitegelegte Daten löschen
              </Button>
            </div>
          </div>
        );
      })}
      {dialog}
    </div>
  );
}
