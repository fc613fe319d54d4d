import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost } from './auth-request';
import { refreshSession } from './session';

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
