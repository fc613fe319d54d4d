import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { promptInstall, useInstallOption } from './install-option';

/**
 * „App installieren“ in Einstellungen: the browser's own dialog where there is one, the
 * share-sheet way on iPhone and iPad, and a short explanation everywhere else (issue 19).
 */
export function InstallApp() {
  const option = useInstallOption();
  const [answer, setAnswer] = useState<'accepted' | 'dismissed' | null>(null);

  if (option === 'installed' || answer === 'accepted') {
    return <p className="text-slate-700">Die Sportkiste ist auf diesem Gerät als App installiert.</p>;
  }
  if (option === 'prompt') {
    return (
      <div className="space-y-2">
        <p className="text-slate-700">Als App startet die Sportkiste vom Startbildschirm, im Vollbild und auch ohne Internet.</p>
        <Button onClick={() => void promptInstall().then((outcome) => setAnswer(outcome === 'accepted' ? 'accepted' : 'dismissed'))}>
          <Download aria-hidden="true" className="size-5" />
          App installieren
        </Button>
      </div>
    );
  }
  if (option === 'ios') {
    return (
      <div className="space-y-1 text-slate-700">
        <p>Auf iPhone und iPad installieren Sie die Sportkiste in Safari:</p>
        <p className="font-bold text-slate-900">Teilen → Zum Home-Bildschirm</p>
        <p className="text-sm">So bleiben Ihre Daten auch erhalten, wenn Sie die Sportkiste länger als sieben Tage nicht öffnen.</p>
      </div>
    );
  }
  return (
    <p className="text-slate-700">
      {answer === 'dismissed' ? 'Die Installation wurde abgebrochen. ' : ''}
      Ihr Browser bietet die Installation gerade nicht an. In Chrome und Edge finden Sie sie im Browsermenü unter „App installieren“ oder
      „Installieren“; auf iPhone und iPad in Safari unter Teilen → Zum Home-Bildschirm.
    </p>
  );
}
