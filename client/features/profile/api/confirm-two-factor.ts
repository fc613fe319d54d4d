import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost, refreshSession } from '@client/features/auth';

/** Step 2: a first code from the app switches two-factor sign-in on (other devices are signed out). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await authPost('/two-factor/verify-totp', { code: code.replace(/\s/g, '') });
      await refreshSession(queryClient);
    },
  });
}
