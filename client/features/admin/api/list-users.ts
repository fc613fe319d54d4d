import type { AdminUserPage } from '@core/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api-client';
import { adminKeys } from './query-keys';

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.usersPage(q, page),
    queryFn: () => apiGet<AdminUserPage>(`/admin/users?${new URLSearchParams({ q, page: String(page) })}`),
    placeholderData: keepPreviousData,
  });
}
