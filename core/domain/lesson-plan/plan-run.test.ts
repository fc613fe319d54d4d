import { describe, expect, it } from 'vitest';
import {
  addMinute,
  currentRun,
  goOn,
  MINUTE_MS,
  nextItem,
  previousItem,
  runAt,
  RUN_KEPT_MS,
  sanitizeRun,
  startRun,
  toggleRun,
} from './plan-run';

const ITEMS = [
  { id: 'a', minutes: 5 },
  { id: 'b', minutes: 0 },
  { id: 'c', minutes: 10 },
];
const T0 = 1_000_000;

const started = () => toggleRun(startRun(ITEMS, T0), ITEMS, T0);

describe('running a plan', () => {
  it('waits for the first start, then each item ends exactly at its minutes', () => {
    const fresh = startRun(ITEMS, T0);
    expect(runAt(fresh, ITEMS, T0 + 60 * MINUTE_MS)).toMatchObject({ index: 0, status: 'ready', remainingMs: 5 * MINUTE_MS });
    const run = started();
    expect(runAt(run, ITEMS, T0 + 5 * MINUTE_MS - 1)).toMatchObject({ status: 'running', remainingMs: 1, endsAt: T0 + 5 * MINUTE_MS });
    expect(runAt(run, ITEMS, T0 + 5 * MINUTE_MS)).toMatchObject({ index: 0, status: 'timeUp', remainingMs: 0 });
  });

  it('never starts the next item by itself: after the time the tap on „Weiter zu“ starts it', () => {
    const run = started();
    expect(runAt(run, ITEMS, T0 + 60 * MINUTE_MS)).toMatchObject({ index: 0, status: 'timeUp' });
    const tap = T0 + 7 * MINUTE_MS;
    const onC = nextItem(nextItem(run, ITEMS, tap), ITEMS, tap);
    expect(runAt(onC, ITEMS, tap)).toMatchObject({ index: 2, status: 'running', remainingMs: 10 * MINUTE_MS });
    expect(runAt(onC, ITEMS, tap + 10 * MINUTE_MS)).toMatchObject({ index: 2, status: 'timeUp' });
    // Toggling at time-up is the same tap.
    expect(runAt(toggleRun(run, ITEMS, tap), ITEMS, tap)).toMatchObject({ index: 1 });
  });

  it('an item with 0 minutes has no countdown and waits for a tap', () => {
    const onB = nextItem(started(), ITEMS, T0 + MINUTE_MS);
    expect(runAt(onB, ITEMS, T0 + 30 * MINUTE_MS)).toMatchObject({ index: 1, status: 'timeUp', untimed: true, endsAt: T0 + MINUTE_MS });
    expect(runAt(toggleRun(onB, ITEMS, T0 + 30 * MINUTE_MS), ITEMS, T0 + 30 * MINUTE_MS)).toMatchObject({ index: 2, status: 'running' });
    // Reached while paused, it waits as well, and „Weiter zu“ starts the next one.
    const pausedOnB = nextItem(startRun(ITEMS, T0), ITEMS, T0);
    expect(runAt(pausedOnB, ITEMS, T0 + MINUTE_MS)).toMatchObject({ index: 1, status: 'timeUp', untimed: true, endsAt: null });
    expect(runAt(goOn(pausedOnB, ITEMS, T0 + MINUTE_MS), ITEMS, T0 + MINUTE_MS)).toMatchObject({ index: 2, status: 'running' });
  });

  it('pause keeps the remaining time however long the teacher is away', () => {
    const paused = toggleRun(started(), ITEMS, T0 + 2 * MINUTE_MS);
    expect(runAt(paused, ITEMS, T0 + 2 * 60 * MINUTE_MS)).toMatchObject({ status: 'paused', remainingMs: 3 * MINUTE_MS, endsAt: null });
    const resumed = toggleRun(paused, ITEMS, T0 + 20 * MINUTE_MS);
    expect(runAt(resumed, ITEMS, T0 + 23 * MINUTE_MS - 1)).toMatchObject({ status: 'running', remainingMs: 1 });
    expect(runAt(resumed, ITEMS, T0 + 23 * MINUTE_MS)).toMatchObject({ status: 'timeUp' });
  });

  it('+1 Min adds a minute; after the time ran out it counts from the tap', () => {
    const more = addMinute(started(), ITEMS, T0 + MINUTE_MS);
    expect(runAt(more, ITEMS, T0 + 6 * MINUTE_MS - 1)).toMatchObject({ status: 'running', durationMs: 6 * MINUTE_MS });
    expect(runAt(more, ITEMS, T0 + 6 * MINUTE_MS)).toMatchObject({ status: 'timeUp' });
    const late = addMinute(more, ITEMS, T0 + 9 * MINUTE_MS);
    expect(runAt(late, ITEMS, T0 + 9 * MINUTE_MS)).toMatchObject({ status: 'running', remainingMs: MINUTE_MS });
    expect(runAt(late, ITEMS, T0 + 10 * MINUTE_MS)).toMatchObject({ status: 'timeUp' });
    // An untimed item gets a countdown of one minute, started by the next tap.
    const onB = previousItem(nextItem(nextItem(startRun(ITEMS, T0), ITEMS, T0), ITEMS, T0), ITEMS, T0);
    expect(runAt(addMinute(onB, ITEMS, T0), ITEMS, T0)).toMatchObject({ index: 1, status: 'ready', remainingMs: MINUTE_MS });
  });

  it('skip and back start the item from its full time, running when the run was running', () => {
    const skipped = nextItem(started(), ITEMS, T0 + MINUTE_MS);
    expect(runAt(skipped, ITEMS, T0 + MINUTE_MS)).toMatchObject({ index: 1 });
    const back = previousItem(skipped, ITEMS, T0 + 2 * MINUTE_MS);
    expect(runAt(back, ITEMS, T0 + 2 * MINUTE_MS)).toMatchObject({ index: 0, status: 'running', remainingMs: 5 * MINUTE_MS });
    const pausedSkip = nextItem(nextItem(startRun(ITEMS, T0), ITEMS, T0), ITEMS, T0);
    expect(runAt(pausedSkip, ITEMS, T0 + MINUTE_MS)).toMatchObject({ index: 2, status: 'ready', remainingMs: 10 * MINUTE_MS });
    expect(runAt(previousItem(startRun(ITEMS, T0), ITEMS, T0), ITEMS, T0)).toMatchObject({ index: 0, status: 'ready' });
  });

  it('ends after the last item, and „Zurück“ from there is the last item again', () => {
    let run = startRun(ITEMS, T0);
    for (let i = 0; i < 3; i++) run = nextItem(run, ITEMS, T0);
    expect(runAt(run, ITEMS, T0)).toMatchObject({ index: 3, status: 'finished' });
    expect(nextItem(run, ITEMS, T0)).toBe(run);
    expect(runAt(previousItem(run, ITEMS, T0), ITEMS, T0)).toMatchObject({ index: 2, status: 'ready' });
    expect(runAt(startRun([], T0), [], T0).status).toBe('finished');
  });

  it('follows its item when the plan changes, and goes on at its place when the item was removed', () => {
    const onC = nextItem(nextItem(started(), ITEMS, T0), ITEMS, T0);
    expect(runAt(onC, [ITEMS[2]!, ITEMS[0]!], T0).index).toBe(0);
    expect(runAt(onC, [ITEMS[0]!, ITEMS[1]!, { id: 'd', minutes: 3 }], T0).index).toBe(2);
    expect(runAt(onC, [ITEMS[0]!], T0).status).toBe('finished');
  });

  it('keeps a stored run for the lesson, not for the next week, and reads only valid stored runs', () => {
    const run = started();
    expect(currentRun(run, ITEMS, T0 + RUN_KEPT_MS - 1)).toBe(run);
    expect(currentRun(run, ITEMS, T0 + RUN_KEPT_MS)).toEqual(startRun(ITEMS, T0 + RUN_KEPT_MS));
    expect(sanitizeRun(JSON.parse(JSON.stringify(run)))).toEqual(run);
    expect(sanitizeRun({ itemId: 3, index: -2, startedAt: 'x', usedMs: NaN, touchedAt: T0 })).toEqual({
      itemId: null,
      index: 0,
      finished: false,
      startedAt: null,
      usedMs: 0,
      extraMs: 0,
      touchedAt: T0,
    });
    expect(sanitizeRun('kaputt')).toBeNull();
    expect(sanitizeRun({ index: 1 })).toBeNull();
  });
});
