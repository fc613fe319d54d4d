import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api-client';
import { refreshSession } from '@client/features/auth';

export function useDeletePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      await apiSend('DELETE', '/profile/picture', undefined, { offline: 'Das Profilbild kann nur mit Netz entfernt werden.' });
      await refreshSession(queryClient);
    },
  });
}
