import type { LessonPlan } from '@core/domain/lesson-plan/plan-model';
import type { PlanShare } from '@core/schemas/lesson-plan';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { DialogClose, ModalDialog } from '@client/components/ui/modal-dialog';
import { apiSend } from '@client/lib/api-client';
import { NEEDS_CONNECTION, useOnline } from '@client/lib/use-online';
import { usePlan } from '../api/plans';

/**
 * „Teilen“: a read-only link for colleagues signed in to this Sportkiste, who can take the plan
 * over into their own; the owner withdraws it here. Needs the network (the link lives on the server).
 */
export function SharePlan({ plan }: { plan: LessonPlan }) {
  const online = useOnline();
  const { pending } = usePlan(plan.id);
  const [link, setLink] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/plans/${encodeURIComponent(plan.id)}/share`;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => {
      const share = await apiSend<PlanShare>('POST', path, {}, { offline: 'Der Link kann nur mit Netz erstellt werden.' });
      setLink(new URL(share.path, window.location.origin).href);
    });
  const withdraw = () =>
    run(async () => {
      await apiSend('DELETE', path, undefined, { offline: 'Das Teilen kann nur mit Netz beendet werden.' });
      setLink(null);
      setMessage({ tone: 'success', text: 'Der Link gilt nicht mehr. Wer ihn hat, sieht die Stunde nicht mehr.' });
    });
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setMessage({ tone: 'success', text: 'Link kopiert.' });
    } catch {
      setMessage({ tone: 'info', text: 'Kopieren ist hier nicht erlaubt – bitte den Link oben markieren und kopieren.' });
    }
  };
  const unsaved = plan.revision === 0 || pending;

  return (
    <ModalDialog
      title="Stunde teilen"
      description="Kolleginnen und Kollegen, die in dieser Sportkiste angemeldet sind, können die Stunde über den Link ansehen und in ihre eigenen Stunden übernehmen. Ändern können sie Ihre Stunde nicht."
      trigger={
        <Button variant="secondary">
          <Share2 aria-hidden="true" className="size-5" />
          Teilen
        </Button>
      }
    >
      <div className="mt-4 space-y-3">
        {!online && <Alert tone="info">{NEEDS_CONNECTION}</Alert>}
        {online && unsaved && (
          <Alert tone="info">
            Ihre letzten Änderungen werden gerade gespeichert; der Link zeigt die Stunde, wie sie auf dem Server ist.
          </Alert>
        )}
        {link && (
          <div>
            <label htmlFor="stunde-link" className="mb-1 block font-semibold">
              Link zur Stunde
            </label>
            <input
              id="stunde-link"
              readOnly
              value={link}
              onFocus={(e) => e.target.select()}
              className="h-11 w-full rounded-xl border-2 border-slate-300 px-3"
            />
          </div>
        )}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className="flex flex-wrap gap-2">
          {link ? (
            <Button onClick={() => void copy()}>Link kopieren</Button>
          ) : (
            <Button onClick={() => void create()} busy={busy} disabled={!online || plan.revision === 0}>
              Link erstellen
            </Button>
          )}
          <Button variant="secondary" onClick={() => void withdraw()} disabled={!online || busy || plan.revision === 0}>
            Teilen beenden
          </Button>
          <DialogClose>
            <Button variant="ghost">Schließen</Button>
          </DialogClose>
        </div>
      </div>
    </ModalDialog>
  );
}
