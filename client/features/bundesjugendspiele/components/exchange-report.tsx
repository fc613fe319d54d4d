import { Alert } from '@client/components/ui/alert';

/** What an exchange did, for the screen: one sentence, and lists (results not taken, with why). */
export interface ExchangeReport {
  tone: 'success' | 'info' | 'error';
  text: string;
  lists?: { title: string; items: string[] }[];
}

/** A report as a message box; long lists stay readable on a phone (scroll inside the box). */
export function ExchangeReportBox({ report, onClose }: { report: ExchangeReport; onClose?: () => void }) {
  return (
    <Alert tone={report.tone}>
      <p className="font-semibold">{report.text}</p>
      {report.lists?.map((list) => (
        <div key={list.title} className="mt-2">
          <p>{list.title}</p>
          <ul aria-label={list.title} className="max-h-60 list-disc overflow-y-auto pl-5">
            {list.items.map((item, i) => (
              // Two results of the same child can read alike: the position is the key.
              <li key={i}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      {onClose && (
        <button type="button" onClick={onClose} className="mt-1 -ml-2 min-h-11 rounded-full px-2 font-semibold underline">
          Meldung ausblenden
        </button>
      )}
    </Alert>
  );
}
