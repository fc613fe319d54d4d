import { randomBytes } from 'node:crypto';
import type { SecurityCheckResult } from '@core/schemas/security-check';
import type { AppDeps } from '../../app-env';
import { createAccount, deleteAccount } from '../../auth/accounts';
import { findRole } from '../../auth/auth.queries';

type Fetch = (request: Request) => Response | Promise<Response>;

/** A throw-away account that exists only while a check runs. */
interface Probe {
  id: string;
  cookie: string;
  request(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

async function withProbeAccounts<T>(deps: AppDeps, fetch: Fetch, count: number, run: (probes: Probe[]) => Promise<T>): Promise<T> {
  const probes: Probe[] = [];
  const origin = deps.config.publicUrl.origin;
  try {
    for (let i = 0; i < count; i++) {
      const email = `sicherheitscheck-${randomBytes(6).toString('hex')}@sportkiste.invalid`;
      const password = randomBytes(18).toString('base64url');
      const id = await createAccount(deps.auth, { email, password, role: 'user' });
      const signIn = await deps.auth.api.signInEmail({ body: { email, password }, asResponse: true });
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      probes.push({
        id,
        cookie,
        // Through the whole app, exactly as a browser request would travel.
        request: (path, init = {}) =>
          Promise.resolve(
            fetch(
              new Request(origin + path, {
                method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
                headers: { cookie, origin, 'content-type': 'application/json' },
                ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
              }),
            ),
          ),
      });
    }
    return await run(probes);
  } finally {
    for (const probe of probes) await deleteAccount(deps.auth, probe.id).catch(() => undefined);
  }
}

function roleOf(deps: AppDeps, id: string): Promise<string | null | undefined> {
  return findRole(deps.db, id);
}

interface Check {
  id: string;
  title: string;
  run(deps: AppDeps, fetch: Fetch): Promise<Omit<SecurityCheckResult, 'id' | 'title'>>;
}

export const securityChecks: Check[] = [
  {
    id: 'selbst-admin-profil',
    title: 'Eine Lehrkraft macht sich über die Profil-Änderung selbst zum Admin',
    run: (deps, fetch) =>
      withProbeAccounts(deps, fetch, 1, async ([probe]) => {
        const res = await probe!.request('/api/auth/update-user', { json: { role: 'admin' } });
        const role = await roleOf(deps, probe!.id);
        return {
          passed: res.status >= 400 && role === 'user',
          detail: `POST /api/auth/update-user {role: "admin"} → ${res.status}; Rolle danach: ${role ?? 'unbekannt'}`,
        };
      }),
  },
  {
    id: 'selbst-admin-rolle',
    title: 'Eine Lehrkraft ruft die Admin-Rollenvergabe für sich selbst auf',
    run: (deps, fetch) =>
      withProbeAccounts(deps, fetch, 1, async ([probe]) => {
        const res = await probe!.request(`/api/admin/users/${encodeURIComponent(probe!.id)}/role`, { json: { role: 'admin' } });
        const role = await roleOf(deps, probe!.id);
        return {
          passed: (res.status === 401 || res.status === 403) && role === 'user',
          detail: `POST /api/admin/users/<eigene ID>/role → ${res.status}; Rolle danach: ${role ?? 'unbekannt'}`,
        };
      }),
  },
  {
    id: 'fremdes-konto-loeschen',
    title: 'Eine Lehrkraft versucht, das Konto einer anderen Person zu löschen',
    run: (deps, fetch) =>
      withProbeAccounts(deps, fetch, 2, async ([attacker, victim]) => {
        const remove = await attacker!.request('/api/auth/admin/remove-user', { json: { userId: victim!.id } });
        const deleteOther = await attacker!.request('/api/auth/delete-user', { json: { userId: victim!.id, password: 'falsch' } });
        const victimRole = await roleOf(deps, victim!.id);
        return {
          passed: remove.status >= 400 && deleteOther.status >= 400 && victimRole !== undefined,
          detail: `POST /api/auth/admin/remove-user → ${remove.status}; POST /api/auth/delete-user mit fremder ID → ${deleteOther.status}; anderes Konto ${victimRole === undefined ? 'GELÖSCHT' : 'besteht weiter'}`,
        };
      }),
  },
  {
    id: 'admin-schnittstelle',
    title: 'Eine Lehrkraft ruft Admin-Schnittstellen auf',
    run: (deps, fetch) =>
      withProbeAccounts(deps, fetch, 1, async ([probe]) => {
        const list = await probe!.request('/api/admin/users');
        const checks = await probe!.request('/api/admin/security-checks');
        return {
          passed: list.status === 403 && checks.status === 403,
          detail: `GET /api/admin/users → ${list.status}; GET /api/admin/security-checks → ${checks.status}`,
        };
      }),
  },
];
