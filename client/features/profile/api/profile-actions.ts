import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiSend, apiSendFile } from '@client/lib/api-client';
import { downloadFile, today } from '@client/lib/download';
import { AuthError, authPost, refreshSession, setSession, UNKNOWN_ERROR } from '@client/features/auth';
import { markAccountDeleted } from '../account-deleted';

/** Spec §8 texts for the username. */
export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (username: string) => {
      try {
        // displayUsername keeps the spelling the teacher chose; username is the lower-case key.
        await authPost('/update-user', { username: username.trim(), displayUsername: username.trim() });
      } catch (error) {
        if (error instanceof AuthError && error.code === 'USERNAME_IS_ALREADY_TAKEN') {
          throw new Error(`Benutzername ${username.trim()} gibt es bereits`);
        }
        if (error instanceof AuthError && error.code === 'INVALID_USERNAME') {
          throw new Error('Erlaubt sind Buchstaben ohne Umlaute, Ziffern sowie _ . und -.');
        }
        throw error;
      }
      await refreshSession(queryClient);
    },
  });
}

// Picture changes need the server; Query's default would pause them while offline and the
// buttons would wait without a word. 'always' lets the fetch fail and the message show.
export function useSavePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (jpeg: Blob) => {
      await apiSendFile('PUT', '/profile/picture', new Blob([jpeg], { type: 'image/jpeg' }), {
        offline: 'Das Profilbild kann nur mit Netz gespeichert werden.',
      });
      await refreshSession(queryClient);
    },
  });
}

export function useDeletePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      await apiSend('DELETE', '/profile/picture', undefined, { offline: 'Das Profilbild kann nur mit Netz entfernt werden.' });
      await refreshSession(queryClient);
    },
  });
}

/** Spec §8: 'Falsches Passwort', otherwise 'Fehler beim Löschen des Accounts. Details: …'. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      try {
        await authPost('/delete-user', { password });
      } catch (error) {
        if (error instanceof AuthError && error.code === 'INVALID_PASSWORD') throw new Error('Falsches Passwort');
        // The German text for what went wrong; better-auth's own message is English.
        const details = error instanceof AuthError ? error.message : UNKNOWN_ERROR;
        throw new Error(`Fehler beim Löschen des Accounts. Details: ${details}`);
      }
    },
    onSuccess: () => {
      // Before the session goes: the shell reads the note when it sees no session (see account-deleted.ts).
      markAccountDeleted();
      setSession(queryClient, null);
      queryClient.clear();
    },
  });
}

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
