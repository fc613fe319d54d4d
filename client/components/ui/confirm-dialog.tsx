import { AlertDialog } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { DialogClose, ModalDialog } from './modal-dialog';

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
    <ModalDialog
      kind="alert"
      titleSize="lg"
      open={pending !== null}
      onOpenChange={(open) => !open && finish(false)}
      title="Bitte bestätigen"
      description={pending?.message}
    >
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <DialogClose>
          <Button variant="secondary" onClick={() => finish(false)}>
            Abbrechen
          </Button>
        </DialogClose>
        <AlertDialog.Action asChild>
          <Button onClick={() => finish(true)}>{pending?.confirmLabel}</Button>
        </AlertDialog.Action>
      </div>
    </ModalDialog>
  );

  return [confirm, dialog];
}
