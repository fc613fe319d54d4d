import { Hourglass, Repeat, Timer } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { countdownRemaining, countdownStatus } from '@core/domain/tools/countdown';
import { rotationAt } from '@core/domain/tools/station-rotation';
import { isStopwatchRunning, stopwatchElapsed } from '@core/domain/tools/stopwatch';
import { formatCountdown, formatStopwatch } from '@core/domain/tools/time-format';
import { paths } from '@client/config/paths';
import { useCountdown } from '../countdown/countdown-store';
import { useCountdownSignal } from '../countdown/use-countdown-signal';
import { useNow } from '../shared/use-now';
import { useWakeLock } from '../shared/use-wake-lock';
import { useStationRotation } from '../stations/station-rotation-store';
import { useRotationSignal } from '../stations/use-rotation-signal';
import { stopwatchInfo, useStopwatch, type StopwatchId } from '../stopwatch/stopwatch-store';

const WATCHES: StopwatchId[] = ['general', 'field-1', 'field-2'];

/**
 * Lives in the app shell: signals the countdown's end and the station rotation's changes on
 * any screen, keeps the screen awake while any timer runs, and shows each running timer as a
 * small link on every other screen (spec: floating mini-widgets).
 */
export function RunningTimers() {
  const location = useLocation();
  const countdown = useCountdown();
  const watches = { general: useStopwatch('general'), 'field-1': useStopwatch('field-1'), 'field-2': useStopwatch('field-2') };
  const rotation = useStationRotation();
  const anyStarted = countdown.startedAt !== null || rotation.run?.startedAt != null || WATCHES.some((id) => watches[id].startedAt !== null);
  const now = useNow(anyStarted, 100);

  const items: { key: string; label: string; href: string; time: string; icon: typeof Timer }[] = [];
  if (countdownStatus(countdown, now) === 'running') {
    items.push({ key: 'countdown', label: 'Countdown', href: paths.countdown.getHref(), time: formatCountdown(countdownRemaining(countdown, now)), icon: Hourglass });
  }
  const station = rotation.run ? rotationAt(rotation.config, rotation.run, now) : null;
  if (station?.running) {
    const label = `${station.phase === 'wechseln' ? 'Wechseln' : 'Stationen'} ${station.round}/${station.rounds}`;
    items.push({ key: 'stations', label, href: paths.stations.getHref(), time: formatCountdown(station.msLeft), icon: Repeat });
  }
  for (const id of WATCHES) {
    if (!isStopwatchRunning(watches[id], now)) continue;
    const time = formatStopwatch(stopwatchElapsed(watches[id], now)).replace(/,\d\d$/, '');
    items.push({ key: id, ...stopwatchInfo[id], time, icon: Timer });
  }

  useCountdownSignal(countdown);
  useRotationSignal(rotation);
  useWakeLock(items.length > 0);

  const visible = items.filter((item) => item.href !== location.pathname);
  if (visible.length === 0) return null;
  return (
    <>
      {/* Room below the page's last controls, so the widgets never sit on top of them. */}
      <div aria-hidden="true" style={{ height: `${visible.length * 3.5}rem` }} />
      <nav aria-label="Laufende Timer" className="print:hidden fixed right-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20">
        <ul className="flex flex-col items-end gap-2">
          {visible.map(({ key, label, href, time, icon: Icon }) => (
            <li key={key}>
              <Link
                to={href}
                data-testid={`mini-widget-${key}`}
                className="flex min-h-11 items-center gap-2 rounded-full bg-slate-900 py-1.5 pr-4 pl-3 font-semibold text-white shadow-lg ring-2 ring-white hover:bg-slate-800"
              >
                <Icon aria-hidden="true" className="size-5 text-amber-300" />
                <span className="text-sm">{label}</span>
                <span className="font-mono text-lg font-bold tabular-nums">{time}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
