import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendFile } from '@client/lib/api-client';
import { refreshSession } from '@client/features/auth';

export function useSavePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (jpeg: Blob) => {
      await apiSendFile('PUT', '/profile/picture', new Blob([jpeg], { type: 'image/jpeg' }), {
        offline: 'Das Profilbild kann nur mit Netz gespeichert werden.',
      });
      await refreshSession(queryClient);
    },
  });
}
