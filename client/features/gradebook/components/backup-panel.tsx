import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { parseBackup, type Backup, type BackupSummary } from '@core/domain/gradebook/backup';
import { classCsv, csvFileName } from '@core/domain/gradebook/csv';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { downloadBackup } from '../stores/backup-reminder-store';
import { gradebook } from '../stores/gradebook-actions';
import { useClassesStore, usePerformanceStore } from '../stores/gradebook-stores';
import { downloadFile, today } from '@client/lib/download';

/** A backup of a whole school year is a few hundred kB; anything far larger is not one. */
const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

function RestoreDialog({ pending, onClose, onRestored }: { pending: { backup: Backup; summary: BackupSummary }; onClose: () => void; onRestored: (mode: 'replace' | 'merge') => void }) {
  const { summary } = pending;
  const restore = (mode: 'replace' | 'merge') => {
    gradebook.restore(pending.backup, mode);
    onRestored(mode);
    onClose();
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-extrabold">Sicherung einspielen?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-slate-700">
              <p>Die Sicherung vom {new Date(summary.createdAt).toLocaleString('de-DE')} enthält:</p>
              <ul className="list-inside list-disc font-semibold">
                <li>{summary.classes} {summary.classes === 1 ? 'Klasse' : 'Klassen'}</li>
                <li>{summary.students} Schülerinnen und Schüler</li>
                <li>{summary.topics} {summary.topics === 1 ? 'Thema' : 'Themen'} mit Noten</li>
              </ul>
              <p>
                <strong>Ersetzen</strong> löscht alles, was jetzt auf diesem Gerät ist. <strong>Zusammenführen</strong> behält alles und ergänzt,
                was nur in der Sicherung steht; wo beide dasselbe haben, gilt der neuere Stand.
              </p>
            </div>
          </AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Abbrechen</Button>
            </AlertDialog.Cancel>
            <Button variant="secondary" onClick={() => restore('merge')}>
              Zusammenführen
            </Button>
            <Button variant="danger" onClick={() => restore('replace')}>
              Ersetzen
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function BackupPanel() {
  const fileId = useId();
  const classes = useClassesStore((s) => s.classes);
  const selectedClassId = useClassesStore((s) => s.selectedClassId);
  const topics = usePerformanceStore((s) => s.topics);
  const [csvClassId, setCsvClassId] = useState<string | null>(null);
  const [pending, setPending] = useState<{ backup: Backup; summary: BackupSummary } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const csvClass = classes.find((c) => c.id === (csvClassId ?? selectedClassId)) ?? classes[0];

  const readFile = async (file: File) => {
    setMessage(null);
    if (file.size > MAX_BACKUP_BYTES) {
      setMessage({ ok: false, text: 'Diese Datei ist zu groß für eine Sicherung des Notenbuchs. Es wurde nichts verändert.' });
      return;
    }
    const parsed = parseBackup(await file.text());
    if (parsed.ok) setPending({ backup: parsed.backup, summary: parsed.summary });
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
            setMessage({ ok: true, text: 'Die Sicherung wurde heruntergeladen. Bewahre sie an einem sicheren Ort auf.' });
          }}
        >
          <Download aria-hidden="true" className="size-5" />
          Sicherung herunterladen
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" className="size-5" />
          Sicherung einspielen
        </Button>
        <label htmlFor={fileId} className="sr-only">
          Sicherungsdatei wählen
        </label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void readFile(file);
          }}
        />
      </div>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={`font-semibold ${message.ok ? 'text-green-800' : 'text-red-700'}`}>
          {message.text}
        </p>
      )}
      {csvClass && (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4">
          <SelectField
            className="min-w-40 flex-1"
            label="Noten einer Klasse als Tabelle (CSV)"
            value={csvClass.id}
            options={classes.map((c) => ({ value: c.id, label: c.name }))}
            onChange={setCsvClassId}
          />
          <Button variant="secondary" onClick={() => downloadFile(csvFileName(csvClass, today()), classCsv(csvClass, topics), 'text/csv;charset=utf-8')}>
            <FileSpreadsheet aria-hidden="true" className="size-5" />
            CSV exportieren
          </Button>
        </div>
      )}
      {pending && (
        <RestoreDialog
          pending={pending}
          onClose={() => setPending(null)}
          onRestored={(mode) => setMessage({ ok: true, text: mode === 'replace' ? 'Die Sicherung wurde eingespielt.' : 'Die Sicherung wurde mit den Daten auf diesem Gerät zusammengeführt.' })}
        />
      )}
    </section>
  );
}
