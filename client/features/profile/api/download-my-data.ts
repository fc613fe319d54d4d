import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@client/lib/api-client';
import { downloadFile, today } from '@client/lib/download';

/** DSGVO Art. 15/20: everything the server holds about the teacher, saved as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    // Query's default pauses a mutation while the browser is offline; the teacher should
    // hear at once that the download needs the network instead of watching a dead button.
    networkMode: 'always',
    mutationFn: async () => {
      const res = await apiFetch('/profile/my-data', { offline: 'Ihre Daten können nur mit Netz heruntergeladen werden.' });
      if (res.status === 401) throw new Error('Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.');
      if (!res.ok) throw new Error('Ihre Daten konnten nicht heruntergeladen werden. Bitte später erneut versuchen.');
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `sportkiste-meine-daten-${today()}.json`;
      downloadFile(name, await res.text(), 'application/json');
    },
  });
}
