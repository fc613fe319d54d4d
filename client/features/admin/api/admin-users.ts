import type { AdminUserPage, AuditPage } from '@core/schemas/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet } from '@client/lib/api-client';

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin-users', q, page],
    queryFn: () => apiGet<AdminUserPage>(`/admin/users?${new URLSearchParams({ q, page: String(page) })}`),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(actor: string, action: string, page: number) {
  return useQuery({
    queryKey: ['admin-audit', actor, action, page],
    queryFn: () => apiGet<AuditPage>(`/admin/audit?${new URLSearchParams({ ...(actor ? { actor } : {}), ...(action ? { action } : {}), page: String(page) })}`),
    placeholderData: keepPreviousData,
  });
}

async function send(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Keine Verbindung zum Server. Bitte prüfen Sie die Internetverbindung und versuchen Sie es erneut.');
  }
  if (!res.ok) {
    const error = ((await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string } }).error;
    throw new ApiError(res.status, error?.code ?? 'HTTP_ERROR', error?.message ?? `Der Server antwortet mit Fehler ${res.status}.`);
  }
}

export type UserAction =
  | { kind: 'delete'; id: string }
  | { kind: 'role'; id: string; role: 'user' | 'admin' }
  | { kind: 'ban'; id: string; reason: string }
  | { kind: 'unban'; id: string }
  | { kind: 'verification-mail'; id: string };

/** One change to an account; afterwards the list and the Protokoll are read again. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => {
      const base = `/admin/users/${encodeURIComponent(action.id)}`;
      if (action.kind === 'delete') return send('DELETE', base);
      if (action.kind === 'role') return send('POST', `${base}/role`, { role: action.role });
      if (action.kind === 'ban') return send('POST', `${base}/ban`, { reason: action.reason });
      return send('POST', `${base}/${action.kind}`, {});
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
      await queryClient.invalidateQueries({ queryKey: ['admin-audit'] });
    },
  });
}
