import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useDownloadMyData } from '../api/download-my-data';

/** Issue 12: the teacher's right of access, one tap away. */
export function MyDataSection() {
  const download = useDownloadMyData();
  return (
    <section aria-labelledby="meine-daten" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="meine-daten" className="text-lg font-bold">
        Meine Daten
      </h2>
      <p className="mt-1 text-slate-600">
        Eine JSON-Datei mit allem, was der Server über Sie speichert: Konto, Benutzername, Favoriten, Profilbild und Anmeldungen. Klassen
        und Noten liegen nur auf diesem Gerät. Mehr dazu in der{' '}
        <Link to={paths.privacy.getHref()} className="font-semibold text-brand-700 underline">
          Datenschutzerklärung
        </Link>
        .
      </p>
      <div className="mt-3">
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden="true" className="size-5" />
          Meine Daten herunterladen
        </Button>
      </div>
      <div className="mt-3 empty:hidden">
        {download.isError && <Alert tone="error">{download.error.message}</Alert>}
        {download.isSuccess && <Alert tone="success">Ihre Daten wurden heruntergeladen.</Alert>}
      </div>
    </section>
  );
}
