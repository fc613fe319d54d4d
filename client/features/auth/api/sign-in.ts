import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost } from './auth-request';
import { markSignOutPending, refreshSession } from './session';

export function signIn(email: string, password: string) {
  return authPost('/sign-in/email', { email: email.trim(), password });
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
