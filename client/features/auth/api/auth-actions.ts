import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost } from './auth-request';
import { AuthError } from './auth-errors';
import { markSignOutPending, refreshSession, setSession } from './session';
import { clearRuntimeCaches } from '@client/lib/offline-caches';

export function signIn(email: string, password: string) {
  return authPost('/sign-in/email', { email: email.trim(), password });
}

export function signUp(email: string, password: string) {
  // The name is required by better-auth; teachers choose a username later in the profile.
  return authPost('/sign-up/email', { email: email.trim(), password, name: '', callbackURL: '/' });
}

export function resendVerification(email: string) {
  return authPost('/send-verification-email', { email: email.trim(), callbackURL: '/' });
}

export function requestPasswordReset(email: string) {
  return authPost('/request-password-reset', { email: email.trim(), redirectTo: '/auth/update-password' });
}

export function resetPassword(token: string, newPassword: string) {
  return authPost('/reset-password', { token, newPassword });
}

/** Signs in and loads the session so guarded screens open at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      await signIn(email, password);
      markSignOutPending(false);
      return refreshSession(queryClient);
    },
  });
}

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
