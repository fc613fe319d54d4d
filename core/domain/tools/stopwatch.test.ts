import { describe, expect, it } from 'vitest';
import {
  initialStopwatch,
  isStopwatchRunning,
  pauseStopwatch,
  recordLap,
  sanitizeStopwatch,
  settleStopwatch,
  startStopwatch,
  STOPWATCH_AUTO_PAUSE_MS,
  stopwatchAutoPause,
  stopwatchElapsed,
  toggleStopwatch,
} from './stopwatch';

describe('stopwatch', () => {
  it('computes elapsed time from the clock, across pauses', () => {
    let s = startStopwatch(initialStopwatch, 1_000);
    expect(stopwatchElapsed(s, 4_500)).toBe(3_500);
    s = pauseStopwatch(s, 5_000);
    expect(stopwatchElapsed(s, 99_000)).toBe(4_000);
    s = toggleStopwatch(s, 10_000);
    expect(stopwatchElapsed(s, 10_250)).toBe(4_250);
  });

  it('shows the right time after the tab slept: nothing is counted by ticks', () => {
    const s = startStopwatch(initialStopwatch, 0);
    expect(stopwatchElapsed(s, 17 * 60_000 + 123)).toBe(17 * 60_000 + 123);
  });

  it('records laps only while running, with split and total', () => {
    let s = recordLap(initialStopwatch, 0);
    expect(s.laps).toEqual([]);
    s = startStopwatch(s, 0);
    s = recordLap(s, 10_000);
    s = recordLap(s, 25_500);
    expect(s.laps).toEqual([
      { id: 1, time: 10_000, totalTime: 10_000 },
      { id: 2, time: 15_500, totalTime: 25_500 },
    ]);
    s = pauseStopwatch(s, 30_000);
    expect(recordLap(s, 31_000).laps).toHaveLength(2);
  });

  it('pauses by itself after 3 hours at exactly 3 hours', () => {
    const s = startStopwatch(initialStopwatch, 0);
    expect(isStopwatchRunning(s, STOPWATCH_AUTO_PAUSE_MS - 1)).toBe(true);
    expect(isStopwatchRunning(s, STOPWATCH_AUTO_PAUSE_MS + 5_000)).toBe(false);
    expect(stopwatchElapsed(s, STOPWATCH_AUTO_PAUSE_MS * 2)).toBe(STOPWATCH_AUTO_PAUSE_MS);
    const settled = settleStopwatch(s, STOPWATCH_AUTO_PAUSE_MS * 2);
    expect(settled).toMatchObject({ startedAt: null, accumulatedMs: STOPWATCH_AUTO_PAUSE_MS });
    expect(startStopwatch(settled, STOPWATCH_AUTO_PAUSE_MS * 3).startedAt).toBeNull();
  });

  it('says when it paused itself, before and after the state is settled, until it is reset', () => {
    const start = 1_700_000_000_000;
    let s = startStopwatch(initialStopwatch, start);
    s = pauseStopwatch(s, start + 60_000);
    s = startStopwatch(s, start + 120_000);
    const limitReached = start + 120_000 + STOPWATCH_AUTO_PAUSE_MS - 60_000;
    expect(stopwatchAutoPause(s, limitReached - 1)).toBeNull();
    expect(stopwatchAutoPause(s, limitReached + 5_000)).toEqual({ at: limitReached });
    // A tap on Start at the limit settles it: the time it stopped is kept.
    s = toggleStopwatch(s, limitReached + 60_000);
    expect(s.startedAt).toBeNull();
    expect(stopwatchAutoPause(s, limitReached + 120_000)).toEqual({ at: limitReached });
    expect(sanitizeStopwatch(JSON.parse(JSON.stringify(s)))).toEqual(s);
    // A pause by hand is not an automatic one.
    expect(stopwatchAutoPause(pauseStopwatch(startStopwatch(initialStopwatch, 0), 5_000), 10_000)).toBeNull();
    expect(stopwatchAutoPause(initialStopwatch, limitReached)).toBeNull();
  });

  it('never runs backwards when the clock is set back', () => {
    const s = startStopwatch(initialStopwatch, 10_000);
    expect(stopwatchElapsed(s, 5_000)).toBe(0);
  });

  it('turns malformed stored data into a fresh or cleaned stopwatch', () => {
    expect(sanitizeStopwatch(null)).toEqual(initialStopwatch);
    expect(sanitizeStopwatch({ startedAt: 'x', accumulatedMs: -5, laps: [{ id: 1, time: 2, totalTime: 2 }, { id: 'bad' }] })).toEqual({
      startedAt: null,
      accumulatedMs: 0,
      laps: [{ id: 1, time: 2, totalTime: 2 }],
    });
  });
});
