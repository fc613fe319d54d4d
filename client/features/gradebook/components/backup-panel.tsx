import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { parseBackup, type ParsedBackup } from '@core/domain/gradebook/backup';
import { sortClasses } from '@core/domain/gradebook/class-names';
import { classCsv, csvFileName } from '@core/domain/gradebook/csv';
import { Button } from '@client/components/ui/button';
import { FileButton } from '@client/components/ui/file-button';
import { DialogClose, ModalDialog } from '@client/components/ui/modal-dialog';
import { SelectField } from '@client/components/ui/select-field';
import { downloadBackup } from '../stores/backup-reminder-store';
import { gradebook } from '../stores/gradebook-actions';
import { CLASSES_KEY, PERFORMANCE_KEY, useClassesStore, usePerformanceStore } from '../stores/gradebook-stores';
import { downloadFile, today } from '@client/lib/download';
import { releaseSetAside } from '@client/lib/versioned-storage';

/** A backup of a whole school year is a few hundred kB; anything far larger is not one. */
const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

/** `text`: the file as read, to recognise a kept-aside entry that was imported again. */
type Pending = Extract<ParsedBackup, { ok: true }> & { text?: string };

/** What the import changed to fit the limits and what it left out: shown before and after. */
function RepairList({ pending }: { pending: Pending }) {
  if (pending.notes.length === 0 && pending.dropped.length === 0) return null;
  return (
    <div className="space-y-1 text-sm">
      {pending.notes.length > 0 && (
        <>
          <p className="font-semibold">Angepasst, damit alles in die Grenzen des Notenbuchs passt:</p>
          <ul className="list-inside list-disc">
            {pending.notes.map((note, i) => (
              // Two children of the same name give the same sentence: the position is the key.
              <li key={i}>{note}</li>
            ))}
          </ul>
        </>
      )}
      {pending.dropped.length > 0 && (
        <>
          <p className="font-semibold text-red-700">Nicht übernommen:</p>
          <ul className="list-inside list-disc text-red-700">
            {pending.dropped.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function RestoreDialog({
  pending,
  onClose,
  onRestored,
}: {
  pending: Pending;
  onClose: () => void;
  onRestored: (mode: 'replace' | 'merge') => void;
}) {
  const { summary } = pending;
  const restore = (mode: 'replace' | 'merge') => {
    gradebook.restore(pending.backup, mode);
    // Its data are back (nothing left out): the kept-aside copy and its banner are not needed any more.
    if (pending.partial && pending.dropped.length === 0 && pending.text) releaseSetAside([CLASSES_KEY, PERFORMANCE_KEY], pending.text);
    onRestored(mode);
    onClose();
  };
  return (
    <ModalDialog
      kind="alert"
      titleSize="lg"
      open
      onOpenChange={(open) => !open && onClose()}
      title="Sicherung einspielen?"
      description={
        <>
          <p>
            {pending.partial
              ? 'Die beiseitegelegten Daten enthalten:'
              : `Die Sicherung vom ${new Date(summary.createdAt).toLocaleString('de-DE')} enthält:`}
          </p>
          <ul className="list-inside list-disc font-semibold">
            <li>
              {summary.classes} {summary.classes === 1 ? 'Klasse' : 'Klassen'}
            </li>
            <li>{summary.students} Schülerinnen und Schüler</li>
            <li>
              {summary.topics} {summary.topics === 1 ? 'Thema' : 'Themen'} mit Noten
            </li>
          </ul>
          <RepairList pending={pending} />
          {pending.partial ? (
            <p>
              <strong>Zusammenführen</strong> ergänzt diese Daten; alles, was jetzt auf diesem Gerät ist, bleibt erhalten.
            </p>
          ) : (
            <p>
              <strong>Ersetzen</strong> löscht alles, was jetzt auf diesem Gerät ist. <strong>Zusammenführen</strong> behält alles und
              ergänzt, was nur in der Sicherung steht; wo beide dasselbe haben, gilt der neuere Stand.
            </p>
          )}
        </>
      }
    >
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <DialogClose>
          <Button variant="secondary">Abbrechen</Button>
        </DialogClose>
        <Button variant="secondary" onClick={() => restore('merge')}>
          Zusammenführen
        </Button>
        {/* A kept-aside part is not a whole grade book: replacing would delete everything else. */}
        {!pending.partial && (
          <Button variant="danger" onClick={() => restore('replace')}>
            Ersetzen
          </Button>
        )}
      </div>
    </ModalDialog>
  );
}

export function BackupPanel() {
  const classes = useClassesStore((s) => s.classes);
  const selectedClassId = useClassesStore((s) => s.selectedClassId);
  const topics = usePerformanceStore((s) => s.topics);
  const [csvClassId, setCsvClassId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string; repairs?: Pending } | null>(null);
  const csvClass = classes.find((c) => c.id === (csvClassId ?? selectedClassId)) ?? classes[0];

  const readFile = async (file: File) => {
    setMessage(null);
    if (file.size > MAX_BACKUP_BYTES) {
      setMessage({ ok: false, text: 'Diese Datei ist zu groß für eine Sicherung des Notenbuchs. Es wurde nichts verändert.' });
      return;
    }
    const text = await file.text();
    const parsed = parseBackup(text, {
      classIds: new Set(useClassesStore.getState().classes.map((c) => c.id)),
      newId: () => crypto.randomUUID(),
    });
    if (parsed.ok) setPending({ ...parsed, text });
    else setMessage({ ok: false, text: parsed.message });
  };

  return (
    <section aria-labelledby="sicherung" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="sicherung" className="text-lg font-bold">
        Sicherung und Export
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            downloadBackup();
            setMessage({ ok: true, text: 'Die Sicherung wurde heruntergeladen. Bewahren Sie sie an einem sicheren Ort auf.' });
          }}
        >
          <Download aria-hidden="true" className="size-5" />
          Sicherung herunterladen
        </Button>
        <FileButton fileLabel="Sicherungsdatei wählen" accept="application/json,.json" onFile={(file) => void readFile(file)}>
          Sicherung einspielen
        </FileButton>
      </div>
      {message && (
        <div role={message.ok ? 'status' : 'alert'} className="space-y-2">
          <p className={`font-semibold ${message.ok ? 'text-green-800' : 'text-red-700'}`}>{message.text}</p>
          {message.repairs && <RepairList pending={message.repairs} />}
        </div>
      )}
      {csvClass && (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4">
          <SelectField
            className="min-w-40 flex-1"
            label="Noten einer Klasse als Tabelle (CSV)"
            value={csvClass.id}
            options={sortClasses(classes).map((c) => ({ value: c.id, label: c.name }))}
            onChange={setCsvClassId}
          />
          <Button
            variant="secondary"
            onClick={() => downloadFile(csvFileName(csvClass, today()), classCsv(csvClass, topics), 'text/csv;charset=utf-8')}
          >
            <FileSpreadsheet aria-hidden="true" className="size-5" />
            CSV exportieren
          </Button>
        </div>
      )}
      {pending && (
        <RestoreDialog
          pending={pending}
          onClose={() => setPending(null)}
          onRestored={(mode) =>
            setMessage({
              ok: true,
              text:
                mode === 'replace'
                  ? 'Die Sicherung wurde eingespielt.'
                  : 'Die Sicherung wurde mit den Daten auf diesem Gerät zusammengeführt.',
              repairs: pending,
            })
          }
        />
      )}
    </section>
  );
}
