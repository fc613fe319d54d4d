import {
  itemMarkdown,
  itemsInRunOrder,
  itemTitle,
  sortedPhases,
  type LessonPlan,
  type PlanItem,
} from '@core/domain/lesson-plan/plan-model';
import { addMinute, currentRun, goOn, nextItem, previousItem, runAt, toggleRun, type RunView } from '@core/domain/lesson-plan/plan-run';
import { firstSketch, shortText } from '@core/domain/lesson-plan/plan-text';
import { formatCountdown } from '@core/domain/tools/time-format';
import { COUNTDOWN_WARNING_MS, type CountdownState } from '@core/domain/tools/countdown';
import { ArrowRight, ChevronLeft, ListOrdered, Pause, Play, Plus, SkipForward, Timer, Users, X, type LucideIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useMemo, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { timeUpClass, useCountdownSignal } from '@client/features/tools/countdown';
import { useFullscreen, useNow, useWakeLock } from '@client/features/tools/shared';
import { changeRun, forgetRun, useStoredRun } from './run-store';

// The drawing code comes with the first sketch, not with the plan screens that link here.
const SketchFigure = lazy(async () => ({ default: (await import('@client/components/markdown/sketch-figure')).SketchFigure }));

const TOOLS: { label: string; href: string; icon: LucideIcon }[] = [
  { label: 'Stoppuhr', href: paths.stopwatch.getHref(), icon: Timer },
  { label: 'Spielstand', href: paths.scoreCounter.getHref(), icon: ListOrdered },
  { label: 'Teams', href: paths.teams.getHref(), icon: Users },
];

const minutesText = (minutes: number) => (minutes === 1 ? '1 Minute' : `${minutes} Minuten`);

/** What the polite live region says: it changes with the item and at „Zeit um“, never with the seconds. */
function announcement(view: RunView, item: PlanItem | undefined, next: PlanItem | undefined): string {
  if (view.status === 'finished' || !item) return 'Stunde geschafft.';
  const after = next ? `Als Nächstes: ${itemTitle(next)}.` : 'Das war der letzte Teil.';
  if (view.untimed && view.status === 'timeUp') return `Jetzt: ${itemTitle(item)}, ohne feste Zeit. ${after}`;
  if (view.status === 'timeUp') return `Zeit um. ${after}`;
  return `Jetzt: ${itemTitle(item)}, ${minutesText(Math.round(view.durationMs / 60_000))}.`;
}

/** The run's clock as the countdown tool sees it, so the end signal is the tool's own. */
function asCountdown(view: RunView): CountdownState {
  const running = view.endsAt !== null && view.status !== 'finished';
  return {
    minutes: 0,
    seconds: 0,
    durationMs: running ? view.durationMs : 0,
    startedAt: running ? view.endsAt! - view.durationMs : null,
    usedMs: 0,
  };
}

interface Props {
  plan: LessonPlan;
  onClose: () => void;
}

/**
 * The plan run in the hall (issue 24): the item now with its countdown, what it is about and its
 * sketch, what comes next, and the tools one tap away. Full screen, large and high-contrast for
 * a projector; the run is kept on the device, so a visit to the stopwatch and back loses nothing.
 */
export function PlanRun({ plan, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useFullscreen(ref, onClose);
  const items = useMemo(() => itemsInRunOrder(plan), [plan]);
  const phaseNames = useMemo(() => new Map(sortedPhases(plan).map((phase) => [phase.id, phase.name])), [plan]);

  const stored = useStoredRun(plan.id);
  const now = useNow(stored?.startedAt != null, 250);
  const run = currentRun(stored, items, now);
  const view = runAt(run, items, now);
  const item = items[view.index];
  const next = items[view.index + 1];
  const about = useMemo(() => (item ? aboutItem(item) : null), [item]);
  useCountdownSignal(asCountdown(view));
  useWakeLock(view.status !== 'finished');

  const act = (step: Parameters<typeof changeRun>[2]) => changeRun(plan.id, items, step);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // A held key would pause and go on again and again.
    if (event.repeat && [' ', 'ArrowRight', 'ArrowLeft'].includes(event.key)) return event.preventDefault();
    // Space is the run's pause everywhere on this screen, also on a focused button (Enter still presses it).
    if (event.key === ' ') act(toggleRun);
    else if (event.key === 'ArrowRight') act(view.status === 'timeUp' ? goOn : nextItem);
    else if (event.key === 'ArrowLeft') act(previousItem);
    else return;
    event.preventDefault();
  };
  const close = () => {
    if (view.status === 'finished') forgetRun(plan.id);
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={ref}
          tabIndex={-1}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The screen itself, not the first button: Space and the arrows work at once.
            event.preventDefault();
            ref.current?.focus();
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
          data-plan-run
          className="fixed inset-0 z-[60] flex flex-col gap-3 overflow-y-auto bg-black p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-white outline-none sm:p-5"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Dialog.Title className="min-w-0 flex-1 truncate text-lg font-bold text-slate-300 sm:text-xl">{plan.title}</Dialog.Title>
            <nav aria-label="Werkzeuge" className="order-last flex w-full gap-2 sm:order-none sm:w-auto">
              {TOOLS.map(({ label, href, icon: Icon }) => (
                <Link
                  key={href}
                  to={href}
                  className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-full border-2 border-slate-500 px-3 font-bold text-white hover:border-white sm:flex-none"
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                </Link>
              ))}
            </nav>
            <Dialog.Close className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-slate-500 px-4 font-bold text-white hover:border-white">
              <X aria-hidden="true" className="size-5" />
              Schließen
            </Dialog.Close>
          </div>

          <p aria-live="polite" className="sr-only">
            {announcement(view, item, next)}
          </p>

          {view.status === 'finished' || !item ? (
            <Finished hasItems={items.length > 0} onBack={() => act(previousItem)} onClose={close} />
          ) : (
            <div className={`grid flex-1 items-center gap-6 ${about ? 'md:landscape:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]' : ''}`}>
              <section aria-label="Jetzt" className="flex flex-col items-center gap-3 text-center">
                <p className="text-lg font-bold text-slate-300 sm:text-xl">
                  {phaseNames.get(item.phaseId) ?? 'Stunde'} · Teil {view.index + 1} von {items.length}
                </p>
                <h2 className="text-3xl leading-tight font-extrabold text-balance sm:text-5xl">{itemTitle(item)}</h2>
                <Clock view={view} />
                <Controls view={view} next={next} act={act} />
                <p className="text-lg text-slate-300 sm:text-xl">
                  {next ? (
                    <>
                      Als Nächstes: <strong className="text-white">{itemTitle(next)}</strong> (
                      {next.minutes > 0 ? minutesText(next.minutes) : 'ohne feste Zeit'})
                    </>
                  ) : (
                    'Das ist der letzte Teil der Stunde.'
                  )}
                </p>
              </section>
              {about && <About {...about} />}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The time left in large digits; amber flashes at „Zeit um“ as in the countdown tool. */
function Clock({ view }: { view: RunView }) {
  if (view.untimed) {
    return <p className="py-4 text-3xl font-bold text-slate-200 sm:text-4xl">Ohne feste Zeit</p>;
  }
  const timeUp = view.status === 'timeUp';
  const final = view.status === 'running' && view.remainingMs <= COUNTDOWN_WARNING_MS;
  const state = { timeUp: 'Zeit um', paused: 'Pausiert', ready: 'Bereit', running: '', finished: '' }[view.status];
  return (
    <div className={`w-full rounded-3xl px-2 ${timeUpClass(timeUp ? 'finished' : '')}`} data-time-up={timeUp || undefined}>
      <p
        role="timer"
        aria-label="Verbleibende Zeit"
        data-status={view.status}
        className={`font-mono leading-none font-bold tabular-nums ${timeUp ? 'text-white motion-reduce:text-black' : final ? 'text-red-500' : 'text-white'} text-[min(25vw,26vh)] md:landscape:text-[min(14vw,28vh)]`}
      >
        {formatCountdown(view.remainingMs)}
      </p>
      <p className={`min-h-10 text-3xl font-extrabold ${timeUp ? 'text-white motion-reduce:text-black' : 'text-slate-300'}`}>{state}</p>
    </div>
  );
}

function Controls({
  view,
  next,
  act,
}: {
  view: RunView;
  next: PlanItem | undefined;
  act: (step: Parameters<typeof changeRun>[2]) => void;
}) {
  const big = 'min-h-14 px-4 text-lg sm:px-5';
  const back = (
    <Button variant="secondary" className={big} onClick={() => act(previousItem)}>
      <ChevronLeft aria-hidden="true" className="size-5" />
      Zurück
    </Button>
  );
  const more = (
    <Button variant="secondary" className={big} onClick={() => act(addMinute)}>
      <Plus aria-hidden="true" className="size-5" />1 Min
    </Button>
  );
  if (view.status === 'timeUp') {
    return (
      <div className="flex w-full flex-col items-center gap-2">
        <Button className="min-h-16 w-full max-w-xl px-6 text-xl sm:text-2xl" onClick={() => act(goOn)}>
          {next ? `Weiter zu: ${itemTitle(next)}` : 'Stunde abschließen'}
          <ArrowRight aria-hidden="true" className="size-6 shrink-0" />
        </Button>
        <div className="flex flex-wrap justify-center gap-2">
          {back}
          {more}
        </div>
      </div>
    );
  }
  const running = view.status === 'running';
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {back}
      <Button className={`${big} min-w-36`} onClick={() => act(toggleRun)}>
        {running ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        {running ? 'Pause' : view.status === 'ready' ? 'Start' : 'Weiter'}
      </Button>
      {more}
      <Button variant="secondary" className={big} onClick={() => act(nextItem)}>
        <SkipForward aria-hidden="true" className="size-5" />
        Überspringen
      </Button>
    </div>
  );
}

/** What the item is about in two sentences, and its first sketch; null when it says neither. */
function aboutItem(item: PlanItem): { text: string; sketch: string | null } | null {
  const markdown = itemMarkdown(item);
  const text = shortText(markdown, { sentences: 2 });
  const sketch = firstSketch(markdown);
  return text || sketch ? { text, sketch } : null;
}

/** The short text, and the sketch on white as on the card. */
function About({ text, sketch }: { text: string; sketch: string | null }) {
  return (
    <section aria-label="Worum es geht" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      {text && <p className="text-xl leading-snug text-slate-100 sm:text-2xl">{text}</p>}
      {sketch && (
        <div className="rounded-2xl bg-white px-3 py-1 text-slate-900 [&_figure>div>svg]:max-h-[40vh] md:landscape:[&_figure>div>svg]:max-h-[46vh]">
          <Suspense fallback={null}>
            <SketchFigure source={sketch} />
          </Suspense>
        </div>
      )}
    </section>
  );
}

function Finished({ hasItems, onBack, onClose }: { hasItems: boolean; onBack: () => void; onClose: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 text-center">
      <p className="text-5xl font-extrabold sm:text-7xl">{hasItems ? 'Stunde geschafft' : 'Diese Stunde hat noch keine Teile.'}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {hasItems && (
          <Button variant="secondary" className="min-h-14 px-5 text-lg" onClick={onBack}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            Zurück
          </Button>
        )}
        <Button className="min-h-14 min-w-40 px-6 text-lg" onClick={onClose}>
          Schließen
        </Button>
      </div>
    </div>
  );
}
