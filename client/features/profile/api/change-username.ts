import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthError, authPost, refreshSession } from '@client/features/auth';

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
