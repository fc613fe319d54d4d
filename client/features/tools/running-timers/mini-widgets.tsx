import { ChevronDown, Timer, X, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMiniWidgetView } from './mini-widget-store';

export interface MiniWidget {
  key: string;
  /** Identifies this run, so closing hides only it (see `runKey`). */
  runKey: string;
  label: string;
  /** The timer's name in the close button's label, with its article: „die Stoppuhr“. */
  name: string;
  href: string;
  time: string;
  icon: LucideIcon;
}

const round = 'flex size-11 shrink-0 items-center justify-center rounded-full';

/**
 * The running timers as small links above the dock (spec: floating mini-widgets). They never
 * cover the page for good (issue 19): the page gets empty room at its end as tall as the
 * widgets (measured, so more widgets or larger text are covered too), so every link and tile
 * can be scrolled clear of them; and the teacher can fold them into one small button or close
 * one — closing only hides it, the timer keeps running.
 */
export function MiniWidgets({ widgets }: { widgets: MiniWidget[] }) {
  const { minimised, closed, setMinimised, close } = useMiniWidgetView();
  const shown = widgets.filter((w) => !closed.includes(w.runKey));
  const nav = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown.length, minimised]);

  if (shown.length === 0) return null;
  return (
    <>
      {/* The shell's main already leaves room for the dock below the widgets' bottom edge, so the
          widgets' own height is what the page has to add. */}
      <div aria-hidden="true" data-testid="mini-widget-room" style={{ height }} />
      <nav
        ref={nav}
        aria-label="Laufende Timer"
        className="fixed right-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20 print:hidden"
      >
        {minimised ? (
          <button
            type="button"
            aria-expanded="false"
            aria-label={`Laufende Timer anzeigen (${shown.length})`}
            onClick={() => setMinimised(false)}
            className={`${round} relative bg-slate-900 text-amber-300 shadow-lg ring-2 ring-white hover:bg-slate-800`}
          >
            <Timer aria-hidden="true" className="size-5" />
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 rounded-full bg-amber-400 px-1.5 text-xs font-extrabold text-amber-950"
            >
              {shown.length}
            </span>
          </button>
        ) : (
          <div className="flex items-end gap-2">
            <button
              type="button"
              aria-expanded="true"
              aria-label="Laufende Timer verkleinern"
              title="Verkleinern"
              onClick={() => setMinimised(true)}
              className={`${round} bg-white text-slate-800 shadow-lg ring-2 ring-slate-900/10 hover:bg-slate-100`}
            >
              <ChevronDown aria-hidden="true" className="size-5" />
            </button>
            <ul className="flex flex-col items-end gap-2">
              {shown.map((w) => (
                <li key={w.key} className="flex items-center rounded-full bg-slate-900 text-white shadow-lg ring-2 ring-white">
                  <Link
                    to={w.href}
                    data-testid={`mini-widget-${w.key}`}
                    className="flex min-h-11 items-center gap-2 rounded-full py-1.5 pr-2 pl-3 font-semibold hover:bg-slate-800"
                  >
                    <w.icon aria-hidden="true" className="size-5 text-amber-300" />
                    <span className="text-sm">{w.label}</span>
                    <span className="font-mono text-lg font-bold tabular-nums">{w.time}</span>
                  </Link>
                  <button
                    type="button"
                    aria-label={`Anzeige schließen – ${w.name} läuft weiter`}
                    title={`Anzeige schließen – ${w.name} läuft weiter`}
                    onClick={() => close(w.runKey)}
                    className={`${round} text-slate-300 hover:bg-slate-800 hover:text-white`}
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </nav>
    </>
  );
}
