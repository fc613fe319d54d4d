import { AlertDialog } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

interface Pending {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

/**
 * The spec's confirmations as accessible dialogs instead of window.confirm:
 * `const [confirm, dialog] = useConfirm(); if (await confirm('…')) …` and render `dialog`.
 */
export function useConfirm(): [(message: string, confirmLabel?: string) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const settled = useRef(false);

  const confirm = useCallback(
    (message: string, confirmLabel = 'Ja') =>
      new Promise<boolean>((resolve) => {
        settled.current = false;
        setPending({ message, confirmLabel, resolve });
      }),
    [],
  );

  const finish = (ok: boolean) => {
    if (!pending || settled.current) return;
    settled.current = true;
    pending.resolve(ok);
    setPending(null);
  };

  const dialog = (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && finish(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-extrabold">Bitte bestätigen</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{pending?.message}</AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" onClick={() => finish(false)}>
                Abbrechen
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={() => finish(true)}>{pending?.confirmLabel}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return [confirm, dialog];
}
