import type { SecurityCheckResult } from '@core/schemas/security-check';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useRunSecurityCheck, useSecurityChecks } from '../api/security-checks';

/**
 * The spec's debug page, turned around: instead of buttons that grant rights, buttons that
 * try to take them and show whether the server refused.
 */
export function SecurityCheckList() {
  const checks = useSecurityChecks();
  const run = useRunSecurityCheck();
  const [results, setResults] = useState<Record<string, SecurityCheckResult | string>>({});
  const [running, setRunning] = useState<string[]>([]);

  const runOne = async (id: string) => {
    setRunning((r) => [...r, id]);
    try {
      const result = await run.mutateAsync(id);
      setResults((r) => ({ ...r, [id]: result }));
    } catch (error) {
      setResults((r) => ({ ...r, [id]: error instanceof Error ? error.message : String(error) }));
    } finally {
      setRunning((r) => r.filter((x) => x !== id));
    }
  };

  const runAll = async () => {
    for (const check of checks.data ?? []) await runOne(check.id);
  };

  if (checks.isPending) return <Spinner />;
  if (checks.error) return <Alert tone="error">{checks.error.message}</Alert>;

  return (
    <div className="space-y-4">
      <Button onClick={() => void runAll()} busy={running.length > 0}>
        Alle prüfen
      </Button>
      <ul className="space-y-3">
        {checks.data.map((check) => {
          const result = results[check.id];
          return (
            <li key={check.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="font-bold">{check.title}</h2>
                <Button variant="secondary" busy={running.includes(check.id)} onClick={() => void runOne(check.id)}>
                  Prüfen
                </Button>
              </div>
              {typeof result === 'string' && (
                <div className="mt-3">
                  <Alert tone="error">Prüfung nicht möglich: {result}</Alert>
                </div>
              )}
              {result && typeof result !== 'string' && (
                <div
                  data-testid={`ergebnis-${check.id}`}
                  className={`mt-3 flex gap-2 rounded-xl p-3 ${result.passed ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
                >
                  {result.passed ? (
                    <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
                  ) : (
                    <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
                  )}
                  <p>
                    <strong>{result.passed ? 'Bestanden: ' : 'FEHLGESCHLAGEN: '}</strong>
                    {result.passed ? 'Der Server hat abgelehnt. ' : 'Der Server hat es zugelassen! '}
                    <span className="text-sm">{result.detail}</span>
                  </p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
