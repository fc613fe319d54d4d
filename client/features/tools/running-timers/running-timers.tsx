import { ClipboardList, Hourglass, Repeat, Timer } from 'lucide-react';
import { useLocation } from 'react-router';
import { countdownRemaining, countdownStatus } from '@core/domain/tools/countdown';
import { rotationAt } from '@core/domain/tools/station-rotation';
import { isStopwatchRunning, stopwatchElapsed } from '@core/domain/tools/stopwatch';
import { formatCountdown, formatStopwatch } from '@core/domain/tools/time-format';
import { paths } from '@client/config/paths';
import { useCountdown } from '@client/features/tools/countdown';
import { useCountdownSignal, useEndSignal } from '@client/features/tools/countdown';
import { useNow } from '@client/features/tools/shared';
import { useWakeLock } from '@client/features/tools/shared';
import { useStationRotation } from '@client/features/tools/stations';
import { useRotationSignal } from '@client/features/tools/stations';
import { stopwatchInfo, useStopwatch, type StopwatchId } from '@client/features/tools/stopwatch';
import { usePlanRunTicking, useRunningPlan } from '@client/features/lesson-plans';
import { runKey } from './mini-widget-store';
import { MiniWidgets, type MiniWidget } from './mini-widgets';

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
  const planTicking = usePlanRunTicking();
  const anyStarted =
    planTicking || countdown.startedAt !== null || rotation.run?.startedAt != null || WATCHES.some((id) => watches[id].startedAt !== null);
  const now = useNow(anyStarted, 100);
  const plan = useRunningPlan(now);

  const items: MiniWidget[] = [];
  if (countdownStatus(countdown, now) === 'running') {
    const time = formatCountdown(countdownRemaining(countdown, now));
    items.push({
      key: 'countdown',
      runKey: runKey('countdown', countdown.startedAt),
      label: 'Countdown',
      name: 'der Countdown',
      href: paths.countdown.getHref(),
      time,
      icon: Hourglass,
    });
  }
  const station = rotation.run ? rotationAt(rotation.config, rotation.run, now) : null;
  if (station?.running) {
    const label = `${station.phase === 'wechseln' ? 'Wechseln' : 'Stationen'} ${station.round}/${station.rounds}`;
    const key = runKey('stations', rotation.run?.startedAt);
    items.push({
      key: 'stations',
      runKey: key,
      label,
      name: 'der Stationsbetrieb',
      href: paths.stations.getHref(),
      time: formatCountdown(station.msLeft),
      icon: Repeat,
    });
  }
  if (plan) {
    items.push({
      key: 'stunde',
      runKey: runKey('stunde', plan.endsAt),
      label: 'Stunde',
      name: `die Stunde „${plan.title}“`,
      href: plan.href,
      time: formatCountdown(plan.remainingMs),
      icon: ClipboardList,
    });
  }
  for (const id of WATCHES) {
    if (!isStopwatchRunning(watches[id], now)) continue;
    const time = formatStopwatch(stopwatchElapsed(watches[id], now)).replace(/,\d\d$/, '');
    const name = id === 'general' ? 'die Stoppuhr' : `die Stoppuhr (${stopwatchInfo[id].label})`;
    items.push({ key: id, runKey: runKey(id, watches[id].startedAt), ...stopwatchInfo[id], name, time, icon: Timer });
  }

  useCountdownSignal(countdown);
  // The run screen signals its part itself while it is open.
  useEndSignal(plan?.href === location.pathname ? null : (plan?.endsAt ?? null));
  useRotationSignal(rotation);
  useWakeLock(items.length > 0);

  return <MiniWidgets widgets={items.filter((item) => item.href !== location.pathname)} />;
}
