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

/**
 * Signs in and loads the session so guarded screens open at once. With two-factor sign-in
 * switched on the password alone is not a session yet: the answer is 'second-factor', and
 * the sign-in finishes with useVerifySecondFactor.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const answer = await signIn(email, password);
      markSignOutPending(false);
      if ((answer as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) return 'second-factor' as const;
      return refreshSession(queryClient);
    },
  });
}

/** The second step of a sign-in: a 6-digit code from the app, or a one-time backup code. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, kind }: { code: string; kind: 'totp' | 'backup' }) => {
      if (kind === 'totp') await authPost('/two-factor/verify-totp', { code: code.replace(/\s/g, '') });
      else await authPost('/two-factor/verify-backup-code', { code: code.trim() });
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
