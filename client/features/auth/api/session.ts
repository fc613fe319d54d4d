import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@client/lib/api-client';
import { retryAfterSeconds, tooManyRequestsMessage } from './rate-limit-text';
import { afterAdoption, useAsPrerendered } from '@client/lib/use-hydrated';

export interface SessionUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  username: string | null;
  displayUsername: string | null;
  image: string | null;
  /** Two-factor sign-in (TOTP) is switched on. */
  twoFactorEnabled: boolean;
}

/** null = signed out (the server said so); a user = signed in. */
export type Session = SessionUser | null;

export const sessionQueryKey = ['session'] as const;
const STORAGE_KEY = 'sportkiste:last-session:v1';

/** The last session the server confirmed, so a teacher in a gym without network stays in. */
function readCached(): Session | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw === null ? undefined : (JSON.parse(raw) as Session);
  } catch {
    return undefined;
  }
}

function writeCached(session: Session): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session still works for this visit.
  }
}

interface ServerSession {
  user: {
    id: string;
    email: string;
    role?: string | null;
    username?: string | null;
    displayUsername?: string | null;
    image?: string | null;
    twoFactorEnabled?: boolean | null;
  };
}

const PENDING_SIGN_OUT_KEY = 'sportkiste:pending-sign-out';

/**
 * A sign-out the server never heard about (offline): the device stays signed out, and the
 * server-side session is ended as soon as the server is reachable again.
 */
export function markSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_SIGN_OUT_KEY, '1');
    else localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Without storage the sign-out simply is not retried.
  }
}

function signOutPending(): boolean {
  try {
    return localStorage.getItem(PENDING_SIGN_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export async function fetchSession(): Promise<Session> {
  if (signOutPending()) {
    const done = await apiFetch('/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
      () => null,
    );
    if (done) markSignOutPending(false);
    writeCached(null);
    return null;
  }
  let res: Response;
  try {
    res = await apiFetch('/auth/get-session');
  } catch (error) {
    // Offline: the last known answer counts; it is checked again when the network returns.
    const cached = readCached();
    if (cached !== undefined) return cached;
    throw error;
  }
  if (!res.ok) {
    const cached = readCached();
    if (res.status >= 500 && cached !== undefined) return cached;
    // Shown on guarded pages and after sign-in: in German, with when to try again.
    if (res.status === 429)
      throw new Error(`Sitzung konnte nicht geprüft werden. ${tooManyRequestsMessage(retryAfterSeconds(res.headers))}`);
    throw new Error(`Sitzung konnte nicht geprüft werden (${res.status}).`);
  }
  const data = (await res.json()) as ServerSession | null;
  const session: Session = data?.user
    ? {
        id: data.user.id,
        email: data.user.email,
        role: data.user.role === 'admin' ? 'admin' : 'user',
        username: data.user.username ?? null,
        displayUsername: data.user.displayUsername ?? null,
        image: data.user.image ?? null,
        twoFactorEnabled: data.user.twoFactorEnabled === true,
      }
    : null;
  writeCached(session);
  return session;
}

/**
 * The signed-in user. Starts from the cached answer (no spinner on every app start, works
 * offline), then asks the server; asks again whenever the tab becomes visible or the
 * network returns.
 */
export function useSession() {
  const cached = readCached();
  return useAsPrerendered(
    useQuery({
      queryKey: sessionQueryKey,
      // Asked once the page is adopted: the answer changes the whole shell (afterAdoption).
      queryFn: () => afterAdoption().then(fetchSession),
      ...(cached !== undefined ? { initialData: cached, initialDataUpdatedAt: 0 } : {}),
      staleTime: 30_000,
      refetchOnWindowFocus: 'always',
      refetchOnReconnect: 'always',
      retry: false,
    }),
  );
}

/** After sign-in, sign-out or deletion: what the interface shows changes at once. */
export function setSession(queryClient: QueryClient, session: Session): void {
  writeCached(session);
  queryClient.setQueryData(sessionQueryKey, session);
}

export async function refreshSession(queryClient: QueryClient): Promise<Session> {
  const session = await fetchSession();
  queryClient.setQueryData(sessionQueryKey, session);
  return session;
}
