import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { section } from './styles';

/**
 * A print view: the controls on screen, the A4 sheets as a preview below them (scrolling sideways
 * inside their own box on a phone); on paper only the sheets. `pageRule` replaces the app's
 * `@page` (client/index.css) while this view is open — a later rule of the same kind wins.
 */
export function PrintFrame({
  title,
  back,
  pageRule,
  controls,
  children,
}: {
  title: string;
  back: string;
  pageRule: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const zoom = usePreviewZoom(frame);
  return (
    <div className="space-y-4 print:space-y-0">
      <style>{`@media print { @page { ${pageRule} } }`}</style>
      <section aria-labelledby="bjs-druck" className={`${section} print:hidden`}>
        <h2 id="bjs-druck" className="mb-3 text-xl font-bold">
          {title}
        </h2>
        {controls}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            Drucken
          </Button>
          <Link
            to={back}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-slate-300 bg-white px-5 font-bold text-slate-800 hover:border-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            Zurück zur Auswertung
          </Link>
        </div>
      </section>
      <div
        ref={frame}
        className="overflow-x-auto rounded-2xl bg-slate-200 p-3 print:overflow-visible print:rounded-none print:bg-transparent print:p-0"
        role="region"
        aria-label="Druckvorschau"
        // A box that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <div
          className="flex w-max flex-col gap-3 [zoom:var(--bjs-preview-zoom,1)] print:block print:w-auto print:[zoom:1]"
          style={{ '--bjs-preview-zoom': zoom } as CSSProperties}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

const SHEET_PX = (210 / 25.4) * 96;

/** The preview shrinks to the phone's width (CSS zoom keeps the layout of the real size); paper uses the real size. */
function usePreviewZoom(frame: RefObject<HTMLDivElement | null>): number {
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(element);
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setZoom(Math.min(1, Math.max(0.3, room / SHEET_PX)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return zoom;
}

/** One A4 sheet on screen (white, real size); on paper the page itself gives size and margins. */
export const sheet =
  'box-border w-[210mm] shrink-0 bg-white text-black shadow-md print:w-auto print:shadow-none print:break-after-page print:last:break-after-auto';

/** Paper is white and black whatever the app's appearance (dark and high-contrast themes remap colours). */
export const paperStyle = { color: '#000', backgroundColor: '#fff', colorScheme: 'light' } as const;

/** „2027-06-14“ → „14.06.2027“. */
export const germanDate = (iso: string) => iso.split('-').reverse().join('.');
