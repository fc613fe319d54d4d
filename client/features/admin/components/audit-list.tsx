import { AUDIT_ACTIONS, type AuditAction } from '@core/schemas/admin';
import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { useAuditLog } from '../api/list-audit';

const label = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

/** The Protokoll: every admin action, newest first, filterable by admin and action. */
export function AuditList() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog(actor, action, page);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <SelectField
          label="Admin"
          value={actor}
          placeholder="Alle"
          options={[{ value: '', label: 'Alle' }, ...(log.data?.actors ?? []).map((a) => ({ value: a.id, label: a.email }))]}
          onChange={(value) => {
            setActor(value);
            setPage(1);
          }}
        />
        <SelectField
          label="Aktion"
          value={action}
          options={[{ value: '', label: 'Alle' }, ...(log.data?.actions ?? []).map((a) => ({ value: a, label: label(a) }))]}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
        />
      </div>
      {log.isError && <Alert tone="error">{log.error.message}</Alert>}
      {log.isPending && <p className="mt-4 text-slate-600">Protokoll wird geladen …</p>}
      {log.data && (
        <>
          {log.data.entries.length === 0 && <p className="mt-4 text-slate-600">Keine Einträge.</p>}
          <ol className="mt-4 grid gap-2">
            {log.data.entries.map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-3 text-sm">
                <p className="font-bold">
                  {label(entry.action)}: <span className="break-all">{entry.targetLabel}</span>
                </p>
                <p className="text-slate-700">
                  <time dateTime={entry.createdAt}>
                    {new Date(entry.createdAt).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'medium' })}
                  </time>{' '}
                  · <span className="break-all">{entry.actorEmail}</span>
                </p>
                {entry.details?.reason && <p className="text-slate-700">Grund: {entry.details.reason}</p>}
              </li>
            ))}
          </ol>
          <nav aria-label="Seiten" className="mt-4 flex items-center justify-between gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Neuere
            </Button>
            <span>
              Seite {page} von {pages}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Ältere
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
