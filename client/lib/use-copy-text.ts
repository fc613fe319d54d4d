import { useState } from 'react';

/**
 * Copying a result to the clipboard with a message to show: what was copied, or, where the
 * browser forbids it (no permission, no secure context), the CSV download to use instead.
 */
export function useCopyText(): [message: string | null, copy: (text: string, what: string) => Promise<void>] {
  const [message, setMessage] = useState<string | null>(null);
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(`${what} kopiert – zum Einfügen in eine Tabelle oder Nachricht.`);
    } catch {
      setMessage('Kopieren ist hier nicht erlaubt – bitte „Als CSV herunterladen“ nehmen.');
    }
  };
  return [message, copy];
}
