import { CloudDownload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { downloadAllContent, lastFullDownload, storageUsage, type DownloadProgress } from '../download-all-content';
import { NEEDS_CONNECTION, useOnline } from '@client/lib/use-online';

const mb = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: value < 10 ? 1 : 0 })} MB`;

/** Einstellungen: the whole library onto the device, with progress and the space it takes. */
export function OfflineContentSection() {
  const online = useOnline();
  const last = lastFullDownload((s) => s.value);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [usage, setUsage] = useState<{ usedMb: number; quotaMb: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    void storageUsage().then(setUsage);
    return () => abort.current?.abort();
  }, []);

  const start = async () => {
    setResult(null);
    abort.current = new AbortController();
    const outcome = await downloadAllContent(setProgress, abort.current.signal);
    setProgress(null);
    setUsage(await storageUsage());
    setResult(
      outcome.failed === 0
        ? { ok: true, text: `Fertig: alle ${outcome.collections} Sammlungen und ${outcome.files} Bilder und PDFs sind auf diesem Gerät.` }
        : { ok: false, text: `${outcome.failed} Teile konnten nicht geladen werden. Bitte mit stabiler Verbindung noch einmal versuchen.` },
    );
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        Seiten, die Sie geöffnet haben, bleiben ohne Netz lesbar. Für Hallen ohne WLAN lässt sich die ganze Bibliothek vorher laden.
      </p>
      <Button onClick={() => void start()} disabled={!online || progress !== null} busy={progress !== null}>
        <CloudDownload aria-hidden="true" className="size-5" />
        Alle Inhalte offline verfügbar machen
      </Button>
      {!online && <p className="text-sm font-semibold text-slate-700">{NEEDS_CONNECTION}</p>}
      {progress && (
        <div>
          <progress
            className="h-3 w-full accent-brand-700"
            max={progress.total}
            value={progress.done}
            aria-label="Fortschritt beim Laden der Inhalte"
          >
            {percent} %
          </progress>
          <p className="text-sm text-slate-700">
            {progress.done} von {progress.total} geladen ({percent} %)
          </p>
        </div>
      )}
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={`font-semibold ${result.ok ? 'text-green-800' : 'text-red-700'}`}>
          {result.text}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {last ? `Zuletzt vollständig geladen am ${new Date(last).toLocaleString('de-DE')}. ` : ''}
        {usage ? `Die Sportkiste belegt auf diesem Gerät ${mb(usage.usedMb)}.` : ''}
      </p>
    </div>
  );
}
