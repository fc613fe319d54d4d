import {
  itemMarkdown,
  itemsInRunOrder,
  itemTitle,
  sortedPhases,
  timeBalance,
  plannedMinutes,
  type LessonPlan,
} from '@core/domain/lesson-plan/plan-model';
import { planMaterial } from '@core/domain/lesson-plan/plan-material';
import { ArrowLeft, Printer } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { planPath } from '../plan-paths';
import { CONTENT_HEIGHT_MM, DENSITIES, GONE_MARK, PAGE, sheetFacts, sheetPhases } from './plan-sheet';

// The renderer and the drawing code load with the preview, not with the screens that link here.
const Markdown = lazy(async () => ({ default: (await import('@client/components/markdown/markdown')).Markdown }));
const SmallSketch = lazy(async () => ({ default: (await import('./small-sketch')).SmallSketch }));

/**
 * Paper is white whatever the app's appearance: the dark and high-contrast themes remap the
 * palette inside #root (client/index.css), so the sheets set the light one back for the card
 * text the markdown renderer colours.
 */
const PAPER = {
  '--color-white': '#ffffff',
  '--color-slate-50': '#f8fafc',
  '--color-slate-100': '#f1f5f9',
  '--color-slate-200': '#e2e8f0',
  '--color-slate-300': '#cbd5e1',
  '--color-slate-400': '#94a3b8',
  '--color-slate-500': '#64748b',
  '--color-slate-600': '#475569',
  '--color-slate-700': '#334155',
  '--color-slate-800': '#1e293b',
  '--color-slate-900': '#0f172a',
  '--color-brand-50': '#f0fdfa',
  '--color-brand-600': '#0d9488',
  '--color-brand-700': '#0f766e',
  '--color-amber-50': '#fffbeb',
  '--color-amber-900': '#78350f',
  color: '#000000',
  backgroundColor: '#ffffff',
} as CSSProperties;

/** One A4 sheet on screen (paper on a grey desk); on paper just its content, the page gives the margins. */
const sheetClass = 'box-border min-h-[297mm] w-[210mm] shrink-0 p-[15mm] shadow-md print:min-h-0 print:w-auto print:p-0 print:shadow-none';

/** The preview shrinks to fit a phone's width; printing uses the real size. */
function usePreviewZoom(frame: RefObject<HTMLDivElement | null>): number {
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const sheetPx = (PAGE.widthMm / 25.4) * 96;
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(element);
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setZoom(Math.min(1, Math.max(0.3, room / sheetPx)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return zoom;
}

interface Fit {
  key: string;
  level: number;
  /** The level is found: the largest type that fits, or the smallest when nothing fits. */
  settled: boolean;
  overflows: boolean;
}

/**
 * The largest type at which the plan fits its page, measured on the screen preview (it has the
 * printed page's width): from the largest type down until the plan fits. When something else
 * changes its height later (a sketch or the font arrives, the plan changes) it starts again.
 */
function useFittingDensity(sheet: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, key: string) {
  const [fit, setFit] = useState<Fit>({ key, level: 0, settled: false, overflows: false });
  const current = fit.key === key ? fit : { key, level: 0, settled: false, overflows: false };
  const settledHeight = useRef<number | null>(null);
  const { level, settled } = current;
  useLayoutEffect(() => {
    const measure = () => {
      if (!sheet.current || !content.current || sheet.current.offsetWidth === 0) return;
      // Relative to the sheet's width, so the preview's zoom on a phone does not matter.
      const heightMm = (content.current.offsetHeight / sheet.current.offsetWidth) * PAGE.widthMm;
      if (settled) {
        if (settledHeight.current !== null && Math.abs(heightMm - settledHeight.current) > 0.5) {
          settledHeight.current = null;
          setFit({ key, level: 0, settled: false, overflows: false });
        }
        return;
      }
      // A millimetre to spare: the printer's rounding must not push the last line to a second page.
      const over = heightMm > CONTENT_HEIGHT_MM - 1;
      if (over && level < DENSITIES.length - 1) return setFit({ key, level: level + 1, settled: false, overflows: false });
      settledHeight.current = heightMm;
      setFit({ key, level, settled: true, overflows: over });
    };
    measure();
    if (typeof ResizeObserver === 'undefined' || !content.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, [sheet, content, key, level, settled]);
  return { level, overflows: current.overflows };
}

/** Pictures in the cards load lazily: all of them first, but never a long wait for a slow one. */
async function printSheets(frame: HTMLElement | null, waitMs = 3000): Promise<void> {
  const pictures = frame ? [...frame.querySelectorAll('img')] : [];
  for (const img of pictures) img.loading = 'eager';
  const loaded = Promise.all(pictures.map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))));
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  window.print();
}

interface Props {
  plan: LessonPlan;
  withCards: boolean;
  /** The route keeps the choice (e.g. in the address); without it the checkbox keeps its own. */
  onWithCardsChange?: (withCards: boolean) => void;
}

/**
 * A plan on paper (issue 24): the plan on one A4 page — head, a table per phase, the time
 * balance, the material list and small sketches — and, if wanted, each card in full on pages of
 * its own. On screen a preview at A4 proportions with a toolbar that is not printed.
 */
export function PlanPrint({ plan, withCards, onWithCardsChange }: Props) {
  const [ownChoice, setOwnChoice] = useState(withCards);
  const cardsShown = onWithCardsChange ? withCards : ownChoice;
  const checkboxId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const zoom = usePreviewZoom(frame);
  const cards = useMemo(() => itemsInRunOrder(plan).filter((item) => item.kind === 'card' && item.card), [plan]);
  const phaseNames = useMemo(() => new Map(sortedPhases(plan).map((phase) => [phase.id, phase.name])), [plan]);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
        <Link
          to={planPath(plan.id)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-slate-300 bg-white px-5 font-bold text-slate-800 hover:border-brand-600 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Zurück
        </Link>
        <label
          htmlFor={checkboxId}
          className="order-last flex min-h-11 w-full items-center gap-2 font-semibold text-slate-800 sm:order-none sm:w-auto"
        >
          <input
            id={checkboxId}
            type="checkbox"
            className="size-5"
            checked={cardsShown}
            onChange={(event) => (onWithCardsChange ?? setOwnChoice)(event.target.checked)}
          />
          Karten vollständig anhängen
        </label>
        <Button className="ml-auto" onClick={() => void printSheets(frame.current)}>
          <Printer aria-hidden="true" className="size-5" />
          Drucken
        </Button>
      </div>
      <div
        ref={frame}
        className="overflow-x-hidden rounded-2xl bg-slate-200 p-3 sm:p-6 print:overflow-visible print:rounded-none print:bg-transparent print:p-0"
      >
        <div
          style={{ '--preview-zoom': zoom } as CSSProperties}
          className="mx-auto flex w-fit flex-col items-center gap-6 [zoom:var(--preview-zoom)] print:block print:w-auto print:[zoom:1]"
        >
          <PlanSheet plan={plan} />
          {cardsShown &&
            cards.map((item) => (
              <article
                key={item.id}
                aria-label={`Karte: ${itemTitle(item)}`}
                style={PAPER}
                className={`${sheetClass} text-[10.5pt] break-before-page [&_figure[data-sketch]]:max-w-[130mm]`}
              >
                <header className="mb-3 border-b-2 border-black pb-2">
                  <p className="text-[0.9em]">
                    {phaseNames.get(item.phaseId)} · {item.minutes} Minuten · aus „{plan.title}“
                  </p>
                  <h2 className="text-[1.6em] leading-tight font-extrabold">{itemTitle(item)}</h2>
                  {item.card?.contentHeader && <p className="font-semibold">{item.card.contentHeader}</p>}
                  {item.cardGone && <p className="italic">{GONE_MARK}</p>}
                </header>
                <Suspense fallback={<p>Karte wird geladen …</p>}>
                  <Markdown text={itemMarkdown(item)} />
                </Suspense>
              </article>
            ))}
        </div>
      </div>
    </div>
  );
}

const cell = 'border-b border-[#9ca3af] px-[0.4em] py-[0.2em] align-top';

/** The one-page plan. */
function PlanSheet({ plan }: { plan: LessonPlan }) {
  const sheet = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const phases = useMemo(() => sheetPhases(plan), [plan]);
  const material = useMemo(() => planMaterial(plan.items, plan.classSize), [plan]);
  const balance = timeBalance(plan);
  const sketches = phases.flatMap((phase) => phase.rows).filter((row) => row.sketch);
  const { level, overflows } = useFittingDensity(sheet, content, `${plan.id} ${plan.updatedAt} ${plan.items.length}`);
  const density = DENSITIES[level]!;

  return (
    <>
      {overflows && (
        <p role="status" className="w-full max-w-[210mm] rounded-xl bg-amber-100 px-4 py-2 font-semibold text-amber-900 print:hidden">
          Diese Stunde ist für eine Seite zu lang und wird auf zwei Seiten gedruckt.
        </p>
      )}
      <article
        ref={sheet}
        aria-label="Stundenplan zum Drucken"
        data-plan-sheet
        data-density={level}
        style={{ ...PAPER, fontSize: `${density.fontPt}pt` }}
        className={`${sheetClass} leading-snug`}
      >
        <div ref={content} className="flow-root">
          <header className="border-b-2 border-black pb-[0.4em]">
            <h1 className="text-[1.75em] leading-tight font-extrabold">{plan.title}</h1>
            <p className="mt-[0.2em] text-[1.1em] font-semibold">{sheetFacts(plan)}</p>
          </header>
          <p className="mt-[0.5em]">
            <strong>Zeit:</strong> {plannedMinutes(plan)} von {plan.lengthMinutes} Minuten verplant – {balance.text}
          </p>

          {phases.map((phase) => (
            <table key={phase.id} className="mt-[0.7em] w-full table-fixed border-collapse break-inside-avoid">
              <caption className="border-b-2 border-black pb-[0.1em] text-left text-[1.15em] font-bold">
                {phase.name} <span className="font-normal">({phase.minutes} Min.)</span>
              </caption>
              <colgroup>
                <col className="w-[4.6em]" />
                <col className="w-[3.4em]" />
                <col className="w-[34%]" />
                <col />
              </colgroup>
              <thead className="text-left text-[0.85em]">
                <tr>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Zeit
                  </th>
                  <th scope="col" className={`${cell} text-right font-semibold`}>
                    Min.
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Inhalt
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Worum es geht
                  </th>
                </tr>
              </thead>
              <tbody>
                {phase.rows.length === 0 && (
                  <tr>
                    <td className={cell}>–</td>
                    <td className={cell} />
                    <td className={`${cell} italic`} colSpan={2}>
                      Noch nichts geplant
                    </td>
                  </tr>
                )}
                {phase.rows.map((row) => (
                  <tr key={row.item.id} className="break-inside-avoid">
                    <td className={`${cell} tabular-nums`}>{row.from === row.to ? row.from : `${row.from}–${row.to}`}</td>
                    <td className={`${cell} text-right font-bold tabular-nums`}>{row.item.minutes}</td>
                    <td className={cell}>
                      <span className="font-bold">{row.title}</span>
                      {row.gone && <span className="block text-[0.85em] italic">{GONE_MARK}</span>}
                    </td>
                    <td className={`${cell} truncate`} title={row.summary}>
                      {row.summary}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}

          {material.length > 0 && (
            <Block title="Material">
              <ul className="columns-3 gap-[1.5em]">
                {material.map((need) => (
                  <li key={`${need.key} ${need.label}`} className="flex break-inside-avoid items-baseline gap-[0.4em]">
                    <span aria-hidden="true" className="inline-block size-[0.8em] shrink-0 border border-black" />
                    {need.label}
                  </li>
                ))}
              </ul>
            </Block>
          )}

          {sketches.length > 0 && (
            <Block title="Skizzen">
              <div className="flex flex-wrap gap-[4mm]">
                {sketches.map((row) => (
                  <figure key={row.item.id} style={{ width: `${density.sketchMm}mm` }} className="break-inside-avoid">
                    <div className="border border-[#9ca3af]">
                      <Suspense fallback={<div className="aspect-[9/5]" />}>
                        <SmallSketch source={row.sketch!} />
                      </Suspense>
                    </div>
                    <figcaption className="mt-[0.1em] truncate text-[0.8em]">{row.title}</figcaption>
                  </figure>
                ))}
              </div>
            </Block>
          )}
        </div>
      </article>
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-[0.8em] break-inside-avoid">
      <h2 className="mb-[0.3em] border-b-2 border-black text-[1.15em] font-bold">{title}</h2>
      {children}
    </section>
  );
}
