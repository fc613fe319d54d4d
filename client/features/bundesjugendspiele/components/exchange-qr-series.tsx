import { useEffect, useMemo, useState } from 'react';
import { toQrLinks } from '@core/domain/bundesjugendspiele/transfer';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';

/** Drawn large: a dense code (about 1 000 characters) still scans from another phone's camera. */
const QR_PIXELS = 720;

/**
 * A QR series for the camera of another phone: each code is a link to this screen with a part of
 * the data after `#`. One code at a time, as big as the screen allows, with „Weiter“/„Zurück“.
 */
export function ExchangeQrSeries({ text, what }: { text: string; what: string }) {
  const links = useMemo(() => toQrLinks(window.location.origin, text, `${paths.bundesjugendspiele.getHref()}?ansicht=austausch`), [text]);
  // Kept with the text it belongs to: other data (a result added meanwhile) start at code 1 again.
  const [position, setPosition] = useState({ text, index: 0 });
  const [image, setImage] = useState<{ link: string; url?: string; failed?: boolean } | null>(null);
  const [copied, setCopied] = useState<{ link: string; ok: boolean } | null>(null);
  const current = position.text === text ? Math.min(position.index, links.length - 1) : 0;
  const setIndex = (index: number) => setPosition({ text, index });
  const link = links[current] ?? '';
  const drawn = image?.link === link ? image : null;
  const failed = drawn?.failed === true;
  const copyResult = copied?.link === link ? copied.ok : undefined;

  useEffect(() => {
    let live = true;
    // Drawn on the device: the link holds children's names and must never go to a QR service.
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(link, { margin: 2, width: QR_PIXELS, errorCorrectionLevel: 'L' }))
      .then((url) => live && setImage({ link, url }))
      .catch(() => live && setImage({ link, failed: true }));
    return () => {
      live = false;
    };
  }, [link]);

  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied({ link, ok: true }),
      () => setCopied({ link, ok: false }),
    );

  const label = `Code ${current + 1} von ${links.length}`;
  return (
    <div className="space-y-3" data-testid="bjs-qr-series" data-links={JSON.stringify(links)}>
      <p className="text-slate-700">
        Mit der Kamera des anderen Handys scannen: der Link öffnet Sportkiste und übernimmt die Daten. Ohne Internet öffnet er die
        gespeicherte App.
      </p>
      <figure className="space-y-2" data-testid="bjs-qr" data-link={link} data-index={current + 1} data-count={links.length}>
        <figcaption aria-live="polite" className="text-center text-lg font-bold">
          {label}
        </figcaption>
        <div className="mx-auto flex aspect-square w-full max-w-[22rem] items-center justify-center rounded-xl border border-slate-200 bg-white">
          {drawn?.url ? (
            <img src={drawn.url} className="size-full" alt={`QR-Code ${current + 1} von ${links.length}: ${what}`} />
          ) : (
            <p className="p-3 text-center text-slate-600">
              {failed ? 'Der QR-Code konnte nicht erzeugt werden.' : 'QR-Code wird erzeugt …'}
            </p>
          )}
        </div>
      </figure>
      {links.length > 1 && (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" disabled={current === 0} onClick={() => setIndex(current - 1)}>
            Zurück
          </Button>
          <Button disabled={current === links.length - 1} onClick={() => setIndex(current + 1)}>
            Weiter
          </Button>
        </div>
      )}
      {failed && <Alert tone="error">Bitte geben Sie die Daten stattdessen als Datei weiter.</Alert>}
      <details className="rounded-xl border border-slate-200 p-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
          {links.length > 1 ? `Link von ${label}` : 'Link'} als Text
        </summary>
        <p className="mt-2 max-h-32 overflow-y-auto font-mono text-xs break-all text-slate-700">{link}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void copy()}>
          Link kopieren
        </Button>
        {copyResult === true && <p className="mt-1 text-sm text-green-800">Link kopiert.</p>}
        {copyResult === false && (
          <p className="mt-1 text-sm text-red-700">Kopieren war nicht möglich. Bitte markieren Sie den Link von Hand.</p>
        )}
      </details>
    </div>
  );
}
