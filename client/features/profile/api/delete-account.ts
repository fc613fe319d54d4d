import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthError, authPost, setSession, UNKNOWN_ERROR } from '@client/features/auth';
import { markAccountDeleted } from '../account-deleted';

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
