import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost } from './auth-request';
import { AuthError } from './auth-errors';
import { markSignOutPending, setSession } from './session';
import { clearRuntimeCaches } from '@client/lib/offline-caches';

/**
 * Signs out. The interface forgets the user even when the server answers 401/403/404 or
 * cannot be reached: a teacher who taps "Abmelden" must be signed out on this device.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await authPost('/sign-out', {});
        markSignOutPending(false);
      } catch (error) {
        // 401/403/404: there was no session to end. Unreachable: end it once the network is back.
        markSignOutPending(error instanceof AuthError && error.code === 'NETWORK');
      }
    },
    onSettled: () => {
      setSession(queryClient, null);
      void clearRuntimeCaches();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'site-info' });
    },
  });
}
