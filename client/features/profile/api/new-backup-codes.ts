import { useMutation } from '@tanstack/react-query';
import { authPost } from '@client/features/auth';

/** Ten new backup codes; the old ones stop working. */
export function useNewBackupCodes() {
  return useMutation({
    mutationFn: async (password: string) =>
      (await authPost<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password })).backupCodes,
  });
}
