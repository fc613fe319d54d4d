import { Minimize2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useFullscreen } from './use-fullscreen';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The gym view: white digits on black filling the screen, readable across a hall. Uses the
 * browser's full screen where it can (not on iPhone), and covers the page either way.
 */
export function FullscreenView({ title, onClose, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useFullscreen(ref, onClose);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={ref}
          aria-describedby={undefined}
          className="fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-black p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-white outline-none"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-xl font-bold text-slate-300">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-slate-500 px-4 font-bold text-white hover:border-white">
              <Minimize2 aria-hidden="true" className="size-5" />
              Vollbild schließen
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
