import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost, refreshSession } from '@client/features/auth';

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await authPost('/two-factor/disable', { password });
      await refreshSession(queryClient);
    },
  });
}
