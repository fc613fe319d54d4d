import type { AuditPage } from '@core/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api-client';
import { adminKeys } from './query-keys';

export function useAuditLog(actor: string, action: string, page: number) {
  return useQuery({
    queryKey: adminKeys.auditPage(actor, action, page),
    queryFn: () =>
      apiGet<AuditPage>(
        `/admin/audit?${new URLSearchParams({ ...(actor ? { actor } : {}), ...(action ? { action } : {}), page: String(page) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}
