import { describe, expect, it } from 'vitest';
import { PLAN_RUNS_KEY } from '@client/features/lesson-plans';
import { COUNTDOWN_KEY } from '@client/features/tools/countdown';
import { STATION_ROTATION_KEY } from '@client/features/tools/stations';
import { STOPWATCH_KEYS } from '@client/features/tools/stopwatch';
import { TIMER_KEYS } from './app-shell';

describe('TIMER_KEYS', () => {
  it('are the device keys of the timers the running-timers bar shows', () => {
    // The shell loads the bar only when one of these keys is on the device (or a timer screen is
    // open): a timer whose key were missing here would run without its bar and its end signal.
    const stores = [COUNTDOWN_KEY, ...Object.values(STOPWATCH_KEYS), STATION_ROTATION_KEY, PLAN_RUNS_KEY];
    expect([...TIMER_KEYS].sort()).toEqual(stores.sort());
  });
});
