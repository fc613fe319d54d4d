import { Minus, Plus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type WheelEvent } from 'react';
import { imageSrcSet } from '@core/domain/image-variants';

const MIN = 1;
const MAX = 4;

/** An image in a card: styled by its orientation, opens full screen with zoom (buttons, wheel, pinch). */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const [portrait, setPortrait] = useState<boolean | null>(null);
  const [zoom, setZoom] = useState(1);
  const clamp = (z: number) => Math.min(MAX, Math.max(MIN, Math.round(z * 10) / 10));
  const onWheel = (e: WheelEvent) => setZoom((z) => clamp(z - e.deltaY / 500));

  return (
    <Dialog.Root onOpenChange={() => setZoom(1)}>
      <Dialog.Trigger asChild>
        <button type="button" className="my-3 block cursor-zoom-in" aria-label={`Bild vergrößern${alt ? `: ${alt}` : ''}`}>
          {/* Uploaded photos come in sizes (issue 22): a phone loads the 480- or 960-pixel copy. */}
          <img
            src={src}
            srcSet={imageSrcSet(src)}
            sizes={portrait ? '(min-width: 640px) 384px, 60vw' : '(min-width: 720px) 672px, 100vw'}
            alt={alt}
            loading="lazy"
            decoding="async"
            data-orientation={portrait === null ? undefined : portrait ? 'portrait' : 'landscape'}
            onLoad={(e) => setPortrait(e.currentTarget.naturalHeight > e.currentTarget.naturalWidth)}
            className={`rounded-xl border border-slate-200 ${portrait ? 'max-h-96 w-auto' : 'w-full max-w-2xl'}`}
          />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col" onWheel={onWheel}>
          <Dialog.Title className="sr-only">{alt || 'Bild'} – vergrößert</Dialog.Title>
          <div className="flex justify-end gap-2 p-3">
            <button
              type="button"
              onClick={() => setZoom((z) => clamp(z - 0.5))}
              aria-label="Verkleinern"
              className="flex size-11 items-center justify-center rounded-full bg-white/90"
            >
              <Minus aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => setZoom((z) => clamp(z + 0.5))}
              aria-label="Vergrößern"
              className="flex size-11 items-center justify-center rounded-full bg-white/90"
            >
              <Plus aria-hidden="true" />
            </button>
            <Dialog.Close aria-label="Schließen" className="flex size-11 items-center justify-center rounded-full bg-white/90">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          {/* touch-action pinch-zoom lets phones zoom the picture with two fingers; zoomed, the
              original's detail counts, so this one is the uploaded file itself. */}
          <div className="flex-1 overflow-auto" style={{ touchAction: 'pinch-zoom pan-x pan-y' }}>
            <img
              src={src}
              alt={alt}
              data-zoom={zoom}
              style={{ transform: `scale(${zoom})`, transformOrigin: 'center top' }}
              className="mx-auto max-h-full max-w-full object-contain transition-transform"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
