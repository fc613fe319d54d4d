import type { AdminUser } from '@core/schemas/admin';
import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/text-field';
import { useSiteInfo } from '@client/features/site';
import { useAdminUsers } from '../api/list-users';
import { useUserAction, type UserAction } from '../api/user-action';
import { BanDialog } from './ban-dialog';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' }) : '–');

const DONE: Record<UserAction['kind'], string> = {
  delete: 'Das Konto wurde gelöscht.',
  role: 'Die Rolle wurde geändert.',
  ban: 'Das Konto wurde gesperrt.',
  unban: 'Die Sperre wurde aufgehoben.',
  'verification-mail': 'Die Bestätigungsmail wurde erneut gesendet.',
};

/** The Benutzerverwaltung: search, pages, and per account the actions of issue 13. */
export function UserList({ currentUserId }: { currentUserId: string }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [banTarget, setBanTarget] = useState<AdminUser | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const users = useAdminUsers(q, page);
  // With e-mail verification off (EMAIL_VERIFICATION=off, or no SMTP_URL) self-registered
  // accounts are never confirmed and need not be: "Bestätigt: nein" and a confirmation mail
  // would only alarm the admin. Unknown until /api/site answers, so nothing is offered before.
  const verificationOn = useSiteInfo().data?.accounts.emailVerification === true;
  const action = useUserAction();

  const run = (input: UserAction) =>
    action.mutate(input, {
      onSuccess: () => setMessage({ tone: 'success', text: DONE[input.kind] }),
      onError: (err) => setMessage({ tone: 'error', text: err.message }),
    });

  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  return (
    <div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
          setPage(1);
        }}
      >
        <TextField
          label="E-Mail oder Benutzername enthält"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit">Suchen</Button>
      </form>
      <div className="mt-4" aria-live="polite">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
      </div>
      {users.isError && <Alert tone="error">{users.error.message}</Alert>}
      {users.isPending && <p className="mt-4 text-slate-600">Konten werden geladen …</p>}
      {users.data && (
        <>
          <p className="mt-4 text-slate-600">
            {users.data.total === 1 ? '1 Konto' : `${users.data.total} Konten`}
            {q && ` mit „${q}“`}
          </p>
          <ul className="mt-2 grid gap-3">
            {users.data.users.map((user) => (
              <li key={user.id} className="rounded-2xl border border-slate-200 bg-white p-4" aria-label={user.email}>
                <p className="font-bold break-all">{user.email}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
                  <dt>Benutzername</dt>
                  <dd>{user.username ?? '–'}</dd>
                  <dt>Rolle</dt>
                  <dd>{user.role === 'admin' ? 'Admin' : 'Lehrkraft'}</dd>
                  {verificationOn && (
                    <>
                      <dt>Bestätigt</dt>
                      <dd>{user.emailVerified ? 'ja' : 'nein'}</dd>
                    </>
                  )}
                  <dt>Status</dt>
                  <dd>{user.banned ? `gesperrt (${user.banReason ?? 'ohne Grund'})` : 'aktiv'}</dd>
                  <dt>Angelegt</dt>
                  <dd>{date(user.createdAt)}</dd>
                  <dt>Letzte Anmeldung</dt>
                  <dd title="Aus den noch bestehenden Sitzungen; nach Abmelden oder Ablauf unbekannt.">{date(user.lastSignInAt)}</dd>
                </dl>
                <div className="mt-3 flex flex-wrap gap-2">
                  {user.role === 'admin' ? (
                    <Button
                      variant="secondary"
                      disabled={action.isPending}
                      onClick={() => run({ kind: 'role', id: user.id, role: 'user' })}
                    >
                      Admin-Rechte entziehen
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      disabled={action.isPending}
                      onClick={() => run({ kind: 'role', id: user.id, role: 'admin' })}
                    >
                      Zum Admin machen
                    </Button>
                  )}
                  {user.banned ? (
                    <Button variant="secondary" disabled={action.isPending} onClick={() => run({ kind: 'unban', id: user.id })}>
                      Sperre aufheben
                    </Button>
                  ) : (
                    <Button variant="secondary" disabled={action.isPending} onClick={() => setBanTarget(user)}>
                      Sperren
                    </Button>
                  )}
                  {verificationOn && !user.emailVerified && (
                    <Button variant="secondary" disabled={action.isPending} onClick={() => run({ kind: 'verification-mail', id: user.id })}>
                      Bestätigungsmail senden
                    </Button>
                  )}
                  <Button
                    variant="danger"
                    disabled={action.isPending}
                    onClick={async () => {
                      const own = user.id === currentUserId ? ' Das ist Ihr eigenes Konto.' : '';
                      if (await confirm(`Konto ${user.email} mit allen Favoriten und dem Profilbild endgültig löschen?${own}`, 'Löschen'))
                        run({ kind: 'delete', id: user.id });
                    }}
                  >
                    Löschen
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <nav aria-label="Seiten" className="mt-4 flex items-center justify-between gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Zurück
            </Button>
            <span>
              Seite {page} von {pages}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Weiter
            </Button>
          </nav>
        </>
      )}
      {confirmDialog}
      <BanDialog
        email={banTarget?.email ?? null}
        onClose={() => setBanTarget(null)}
        onConfirm={(reason) => {
          if (banTarget) run({ kind: 'ban', id: banTarget.id, reason });
          setBanTarget(null);
        }}
      />
    </div>
  );
}
