import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { assembleParts, collectPart, parseTransfer, readQrFragment, type QrPart } from '@core/domain/bundesjugendspiele/transfer';
import { receivedParts } from '../stores/received-parts-store';
import { useApplyTransfer } from './exchange-apply';
import { ExchangeReportBox, type ExchangeReport } from './exchange-report';

const listed = (numbers: number[]) =>
  numbers.length === 1
    ? `Es fehlt noch Code ${numbers[0]}.`
    : `Es fehlen noch die Codes ${numbers.slice(0, -1).join(', ')} und ${numbers.at(-1)}.`;

/**
 * One scanned code into the device's collection. Returns what to say, or the complete series'
 * text. A broken part changes nothing stored.
 */
function receivePart(part: QrPart): { report: ExchangeReport } | { text: string } {
  const collected = collectPart(receivedParts.get(), part, new Date().toISOString());
  if ('error' in collected) return { report: { tone: 'error', text: collected.error } };
  const assembled = assembleParts(collected.collections[part.id] ?? { id: part.id, count: part.count, parts: {}, at: '' });
  if ('missing' in assembled) {
    receivedParts.set(collected.collections);
    return {
      report: {
        tone: 'info',
        text: `Code ${part.index} von ${part.count} empfangen – bitte den nächsten scannen. ${listed(assembled.missing)}`,
      },
    };
  }
  // Complete, or not fitting together: either way this series is done with.
  receivedParts.drop(part.id);
  if ('error' in assembled) return { report: { tone: 'error', text: assembled.error } };
  return { text: assembled.text };
}

/**
 * Takes the data of a scanned QR code: the camera app opens the code's link, and the data ride in
 * the address's fragment (`#bjs=…`), which browsers never send to the server. Rendered on every
 * view of the screen, so a link works whichever view it names.
 */
export function TransferLinkReceiver() {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const { apply, dialog } = useApplyTransfer();
  const [report, setReport] = useState<ExchangeReport | null>(null);
  // The same address is handled once, also when React runs the effect twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const read = readQrFragment(hash);
    if (!read) {
      handled.current = null;
      return;
    }
    if (handled.current === hash) return;
    handled.current = hash;
    // The data leave the address at once: a reload or the back button must not apply them again.
    void navigate({ pathname, search, hash: '' }, { replace: true });
    void (async (): Promise<ExchangeReport> => {
      if ('error' in read) return { tone: 'error', text: read.error };
      const received = receivePart(read.part);
      if ('report' in received) return received.report;
      const parsed = parseTransfer(received.text);
      return parsed.kind === 'error' ? { tone: 'error', text: parsed.error } : apply(parsed);
    })().then(setReport);
  }, [hash, pathname, search, navigate, apply]);

  return (
    <>
      {report && (
        <div className="print:hidden" data-testid="bjs-link-report">
          <ExchangeReportBox report={report} onClose={() => setReport(null)} />
        </div>
      )}
      {dialog}
    </>
  );
}
