import { AlertDialog, Dialog } from 'radix-ui';
import { createContext, useContext, type ReactNode } from 'react';

/** The one look of a centred dialog: overlay, white card, rounded; wider cards pass their own width. */
const OVERLAY = 'fixed inset-0 z-40 bg-slate-900/50';
const CARD = 'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl sm:p-6';

const KindContext = createContext<'dialog' | 'alert'>('dialog');

export interface ModalDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (rendered in place, as the dialog's trigger). */
  trigger?: ReactNode;
  title: ReactNode;
  /** Read out with the title; omit when the body itself explains. */
  description?: ReactNode;
  /**
   * 'alert' asks for a decision (role alertdialog: no closing by a click outside); 'dialog'
   * shows or collects something.
   */
  kind?: 'dialog' | 'alert';
  /** Width and layout of the card, e.g. 'max-w-lg flex max-h-[85dvh] flex-col'. */
  size?: string;
  titleSize?: 'lg' | 'xl';
  children: ReactNode;
}

/**
 * Every centred dialog of the app (Radix: focus kept inside, Escape closes, focus returns to the
 * trigger). Buttons inside close it with `<DialogClose>`.
 */
export function ModalDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  kind = 'dialog',
  size = 'max-w-md',
  titleSize = 'xl',
  children,
}: ModalDialogProps) {
  const Parts = kind === 'alert' ? AlertDialog : Dialog;
  return (
    <Parts.Root {...(open !== undefined ? { open } : {})} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger && <Parts.Trigger asChild>{trigger}</Parts.Trigger>}
      <Parts.Portal>
        <Parts.Overlay className={OVERLAY} />
        <Parts.Content className={`${CARD} ${size}`} {...(description === undefined ? { 'aria-describedby': undefined } : {})}>
          <Parts.Title className={titleSize === 'lg' ? 'text-lg font-extrabold' : 'text-xl font-extrabold'}>{title}</Parts.Title>
          {description !== undefined && (
            // A block, so a description may hold paragraphs and lists.
            <Parts.Description asChild>
              <div className="mt-2 space-y-2 text-slate-700">{description}</div>
            </Parts.Description>
          )}
          <KindContext.Provider value={kind}>{children}</KindContext.Provider>
        </Parts.Content>
      </Parts.Portal>
    </Parts.Root>
  );
}

/** Wraps a button that closes the dialog without acting (e.g. „Abbrechen“). */
export function DialogClose({ children }: { children: ReactNode }) {
  return useContext(KindContext) === 'alert' ? (
    <AlertDialog.Cancel asChild>{children}</AlertDialog.Cancel>
  ) : (
    <Dialog.Close asChild>{children}</Dialog.Close>
  );
}
