import type { SecurityCheckResult } from '@core/schemas/security-check';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@client/lib/api-client';
import { adminKeys } from './query-keys';

export function useSecurityChecks() {
  return useQuery({
    queryKey: adminKeys.securityChecks,
    queryFn: () => apiGet<{ id: string; title: string }[]>('/admin/security-checks'),
  });
}

/** Runs one check against the live server; its result is shown, nothing cached changes. */
export function useRunSecurityCheck() {
  return useMutation({
    mutationFn: (id: string) => apiSend<SecurityCheckResult>('POST', `/admin/security-checks/${encodeURIComponent(id)}`),
  });
}
