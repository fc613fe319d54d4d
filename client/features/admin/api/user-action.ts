import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api-client';
import { adminKeys } from './query-keys';

export type UserAction =
  | { kind: 'delete'; id: string }
  | { kind: 'role'; id: string; role: 'user' | 'admin' }
  | { kind: 'ban'; id: string; reason: string }
  | { kind: 'unban'; id: string }
  | { kind: 'verification-mail'; id: string };

export async function runUserAction(action: UserAction): Promise<void> {
  const base = `/admin/users/${encodeURIComponent(action.id)}`;
  if (action.kind === 'delete') await apiSend('DELETE', base);
  else if (action.kind === 'role') await apiSend('POST', `${base}/role`, { role: action.role });
  else if (action.kind === 'ban') await apiSend('POST', `${base}/ban`, { reason: action.reason });
  else await apiSend('POST', `${base}/${action.kind}`, {});
}

/** One change to an account; afterwards the account list and the Protokoll (which records it) are read again. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
