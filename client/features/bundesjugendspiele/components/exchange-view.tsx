import { Download, QrCode } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { activeExercises } from '@core/domain/bundesjugendspiele/event';
import { GRADE_BAND_LABELS } from '@core/domain/bundesjugendspiele/exercises';
import { resultsToShare } from '@core/domain/bundesjugendspiele/results';
import {
  compactTransferText,
  eventTransfer,
  parseTransfer,
  resultsTransfer,
  transferFileName,
  transferFileText,
  type TransferFile,
} from '@core/domain/bundesjugendspiele/transfer';
import type { BjsEvent, BjsState } from '@core/schemas/bundesjugendspiele';
import { Button } from '@client/components/ui/button';
import { FileButton } from '@client/components/ui/file-button';
import { SelectField } from '@client/components/ui/select-field';
import { downloadFile } from '@client/lib/download';
import { bjsStore } from '../stores/bjs-store';
import { receivedParts, receivedPartsStore } from '../stores/received-parts-store';
import { downloadBackup, eventName, eventSummary, useApplyTransfer } from './exchange-apply';
import { ExchangeConflicts } from './exchange-conflicts';
import { ExchangeQrSeries } from './exchange-qr-series';
import { ExchangeReportBox, type ExchangeReport } from './exchange-report';
import { note, section, sectionTitle } from './styles';

/** The largest event (40 classes of 30) with all its results is well under 2 MB; a bigger file is none of ours. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${section} space-y-3`}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** „Datei speichern“ and „QR-Codes zeigen“ for one thing to hand on. */
function ShareButtons({ file, fileName, what }: { file: TransferFile; fileName: string; what: string }) {
  const [showCodes, setShowCodes] = useState(false);
  const [saved, setSaved] = useState(false);
  const qrText = useMemo(() => (showCodes ? compactTransferText(file) : ''), [file, showCodes]);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            downloadFile(fileName, transferFileText(file), 'application/json');
            setSaved(true);
          }}
        >
          <Download aria-hidden="true" className="size-5" />
          Datei speichern
        </Button>
        <Button variant="secondary" aria-expanded={showCodes} onClick={() => setShowCodes(!showCodes)}>
          <QrCode aria-hidden="true" className="size-5" />
          {showCodes ? 'QR-Codes ausblenden' : 'QR-Codes zeigen'}
        </Button>
      </div>
      {saved && (
        <p role="status" className="text-green-800">
          Die Datei „{fileName}“ wurde gespeichert. Schicken Sie sie an das andere Handy und öffnen Sie sie dort unter „Austausch →
          Empfangen“.
        </p>
      )}
      {showCodes && <ExchangeQrSeries text={qrText} what={what} />}
    </div>
  );
}

function GiveEvent({ event }: { event: BjsEvent }) {
  const file = useMemo(() => eventTransfer(event), [event]);
  return (
    <Section id="bjs-veranstaltung-geben" title="Veranstaltung an Helfer geben">
      <p className="text-slate-700">
        {eventName(event)}: {eventSummary(event)}. Die Handys der Helfer brauchen die Klassen, die Namen und die Übungen, um an den
        Stationen zu erfassen.
      </p>
      <ShareButtons
        file={file}
        fileName={transferFileName({ date: event.date, kind: 'veranstaltung' })}
        what={`Veranstaltung ${eventName(event)}`}
      />
    </Section>
  );
}

function GiveResults({ state, event }: { state: BjsState; event: BjsEvent }) {
  const [choice, setChoice] = useState('');
  const all = useMemo(() => resultsToShare(state), [state]);
  const exercises = useMemo(() => {
    const active = activeExercises(event);
    const twice = new Set(active.filter((e, i) => active.findIndex((o) => o.name === e.name) !== i).map((e) => e.name));
    return active
      .map((e) => ({
        exercise: e,
        label: twice.has(e.name) ? `${e.name}, ${GRADE_BAND_LABELS[e.band]}` : e.name,
        count: all.filter((r) => r.exerciseId === e.id).length,
      }))
      .filter((e) => e.count > 0);
  }, [event, all]);
  const chosen = exercises.find((e) => e.exercise.id === choice);
  const results = useMemo(() => (chosen ? all.filter((r) => r.exerciseId === chosen.exercise.id) : all), [all, chosen]);
  const file = useMemo(() => resultsTransfer(event.id, state.deviceLabel, results), [event.id, state.deviceLabel, results]);

  return (
    <Section id="bjs-ergebnisse-geben" title="Ergebnisse weitergeben">
      {all.length === 0 ? (
        <p className="text-slate-700">Auf diesem Gerät sind noch keine Ergebnisse erfasst.</p>
      ) : (
        <>
          <p className="text-slate-700">
            Für das Handy, auf dem ausgewertet wird.
            {state.deviceLabel ? ` Dort kommen sie als Ergebnisse von „${state.deviceLabel}“ an.` : ''}
          </p>
          <SelectField
            label="Welche Ergebnisse?"
            value={chosen ? chosen.exercise.id : ''}
            options={[
              { value: '', label: `Alle Ergebnisse (${all.length})` },
              ...exercises.map((e) => ({ value: e.exercise.id, label: `${e.label} (${e.count})` })),
            ]}
            onChange={setChoice}
          />
          <ShareButtons
            key={chosen?.exercise.id ?? 'alle'}
            file={file}
            fileName={transferFileName({
              date: event.date,
              kind: 'ergebnisse',
              label: state.deviceLabel,
              exerciseName: chosen?.exercise.name,
            })}
            what={`${results.length} Ergebnisse${chosen ? ` ${chosen.label}` : ''}`}
          />
        </>
      )}
    </Section>
  );
}

/** A file button for any of the three kinds, with the report beside it. */
function OpenFile({
  label,
  fileLabel,
  apply,
}: {
  label: string;
  fileLabel: string;
  apply: (file: TransferFile) => Promise<ExchangeReport>;
}) {
  const [report, setReport] = useState<ExchangeReport | null>(null);

  const read = async (file: File) => {
    setReport(null);
    if (file.size > MAX_FILE_BYTES) {
      setReport({
        tone: 'error',
        text: 'Diese Datei ist zu groß für eine Sportkiste-Datei der Bundesjugendspiele. Es wurde nichts übernommen.',
      });
      return;
    }
    const parsed = parseTransfer(await file.text());
    setReport(parsed.kind === 'error' ? { tone: 'error', text: parsed.error } : await apply(parsed));
  };

  return (
    <div className="space-y-3">
      <FileButton fileLabel={fileLabel} accept="application/json,.json" onFile={(file) => void read(file)}>
        {label}
      </FileButton>
      {report && <ExchangeReportBox report={report} onClose={() => setReport(null)} />}
    </div>
  );
}

/** QR series begun on this device (in this or another tab) and not finished. */
function PendingCodes() {
  const pending = Object.values(receivedPartsStore((s) => s.value));
  if (pending.length === 0) return null;
  return (
    <ul className="space-y-2">
      {pending.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 p-3 text-sky-900">
          <span className="min-w-0 flex-1">
            Begonnene Übertragung: {Object.keys(p.parts).length} von {p.count} Codes empfangen – bitte die übrigen scannen.
          </span>
          <Button variant="ghost" onClick={() => receivedParts.drop(p.id)}>
            Verwerfen
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The exchange between phones (issue 26): the event to the helpers, the results back, conflicts
 * decided, and a backup of everything — as files or QR codes, without a server or an account.
 */
export function ExchangeView() {
  const state = bjsStore((s) => s.value);
  const { apply, dialog } = useApplyTransfer();
  const { event } = state;
  const hasData = event !== null || Object.keys(state.results).length > 0;

  return (
    <div className="space-y-4">
      {!event && (
        <p className={note}>
          Auf diesem Gerät ist noch keine Veranstaltung. Scannen Sie die QR-Codes vom Handy, auf dem sie eingerichtet wurde, mit der Kamera
          – oder öffnen Sie die Datei unter „Empfangen“.
        </p>
      )}
      {event && <GiveEvent event={event} />}
      {event && <GiveResults state={state} event={event} />}
      <Section id="bjs-empfangen" title="Empfangen">
        <p className="text-slate-700">
          Eine Datei von einem anderen Handy öffnen: die Veranstaltung, Ergebnisse oder eine Sicherung. Ergebnisse werden ergänzt – was hier
          schon erfasst ist, wird nie überschrieben.
        </p>
        <PendingCodes />
        <OpenFile label="Datei öffnen" fileLabel="Datei zum Empfangen wählen" apply={apply} />
      </Section>
      <ExchangeConflicts state={state} />
      <Section id="bjs-sicherung" title="Sicherung">
        <p className="text-slate-700">
          Alles von diesem Gerät – Veranstaltung, Ergebnisse, Konflikte – als eine Datei: für ein neues Handy, oder falls der Browser seine
          Daten verliert.
        </p>
        <Button disabled={!hasData} onClick={() => downloadBackup(state)}>
          <Download aria-hidden="true" className="size-5" />
          Sicherung speichern
        </Button>
        <OpenFile label="Sicherung einspielen" fileLabel="Sicherungsdatei wählen" apply={apply} />
      </Section>
      {dialog}
    </div>
  );
}
