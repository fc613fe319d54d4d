import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { changesFor, type ChangelogEntry } from '@core/domain/changelog';
import { Button } from '@client/components/ui/button';
import { DialogClose, ModalDialog } from '@client/components/ui/modal-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth';
import { unsavedWork } from '@client/lib/unsaved-changes';

interface Props {
  /** 'update': a new version is waiting (its changelog comes from the server, not from the
   * old version's cache); 'current': what this version brought. */
  mode: 'update' | 'current';
  onClose: () => void;
  onApply?: () => void;
}

async function loadChangelog(mode: Props['mode']): Promise<ChangelogEntry[]> {
  // The running version's service worker keeps its own changelog.json; a query string makes
  // the request miss that copy and reach the new deployment.
  const url = mode === 'update' ? `/changelog.json?stand=${Date.now()}` : '/changelog.json';
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as ChangelogEntry[];
}

const formatDate = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString('de-DE', { day: 'numeric', month: 'long', year: 'numeric' });

/** Spec §2 "Updates modal": version, date, changes, apply (reload), 'Schließen'. */
export function ChangelogDialog({ mode, onClose, onApply }: Props) {
  const changelog = useQuery({ queryKey: ['changelog', mode], queryFn: () => loadChangelog(mode), retry: 1, staleTime: 0, gcTime: 0 });
  const [warning, setWarning] = useState<string[] | null>(null);
  // Admin and operator items („Für Admins:“, „Für Betreiber:“) are for admins only (issue 19).
  const isAdmin = useSession().data?.role === 'admin';
  const entries = (changelog.data ?? []).map((entry) => ({ ...entry, shown: changesFor(entry, isAdmin) }));
  // The waiting version is always named; older versions without anything for this person are left out.
  const visible = mode === 'update' ? entries.slice(0, 1) : entries.filter((entry) => entry.shown.length > 0);

  const apply = () => {
    const open = unsavedWork();
    if (open.length > 0 && warning === null) {
      setWarning(open);
      return;
    }
    onApply?.();
  };

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="flex max-h-[85dvh] max-w-lg flex-col"
      title={mode === 'update' ? 'Update verfügbar' : 'Was ist neu?'}
    >
      <div className="mt-3 min-h-0 flex-1 space-y-4 overflow-y-auto">
        {changelog.isPending && <Spinner label="Änderungen werden geladen …" />}
        {changelog.isError && <p className="text-slate-700">Die Liste der Änderungen lässt sich gerade nicht laden.</p>}
        {visible.map((entry) => (
          <section key={entry.version} aria-label={`Version ${entry.version}`}>
            <h3 className="font-bold">
              Version {entry.version} <span className="font-semibold text-slate-600">vom {formatDate(entry.date)}</span>
            </h3>
            {entry.shown.length > 0 ? (
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
                {entry.shown.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-800">Diese Version bringt Verbesserungen im Hintergrund.</p>
            )}
          </section>
        ))}
      </div>
      {warning && (
        <p role="alert" className="mt-3 rounded-2xl bg-amber-50 p-3 font-semibold text-amber-900">
          Beim Aktualisieren wird die App neu geladen. Nicht gespeichert sind: {warning.join(', ')}. Diese Eingaben gehen verloren. Trotzdem
          jetzt aktualisieren?
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <DialogClose>
          <Button variant="secondary">Schließen</Button>
        </DialogClose>
        {mode === 'update' && (
          <Button onClick={apply}>
            <RefreshCw aria-hidden="true" className="size-5" />
            {warning ? 'Trotzdem aktualisieren' : 'Jetzt aktualisieren'}
          </Button>
        )}
      </div>
    </ModalDialog>
  );
}
