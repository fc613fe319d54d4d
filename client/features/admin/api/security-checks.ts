import type { SecurityCheckResult } from '@core/schemas/security-check';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@client/lib/api-client';

export function useSecurityChecks() {
  return useQuery({
    queryKey: ['security-checks'],
    queryFn: () => apiGet<{ id: string; title: string }[]>('/admin/security-checks'),
  });
}

export function useRunSecurityCheck() {
  return useMutation({
    mutationFn: async (id: string): Promise<SecurityCheckResult> => {
      let res: Response;
      try {
        res = await fetch(`/api/admin/security-checks/${encodeURIComponent(id)}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        });
      } catch {
        throw new ApiError(0, 'NETWORK', 'Keine Verbindung zum Server.');
      }
      const body = (await res.json().catch(() => null)) as SecurityCheckResult | { error?: { code?: string; message?: string } } | null;
      if (!res.ok || !body || !('passed' in body)) {
        const error = body && 'error' in body ? body.error : undefined;
        throw new ApiError(res.status, error?.code ?? 'HTTP_ERROR', error?.message ?? `Fehler ${res.status}`);
      }
      return body;
    },
  });
}
