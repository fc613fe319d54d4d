import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultRotationConfig,
  initialStationRotation,
  pauseRotation,
  resumeRotation,
  rotationAt,
  rotationElapsed,
  rotationTotalMs,
  sanitizeStationRotation,
  setStationCount,
  setStationNames,
  skipPhase,
  startRotation,
  stationIndexFor,
  toggleRotation,
  validateRotationConfig,
  type RotationConfig,
} from './station-rotation';

const T0 = 1_000_000;
const gym: RotationConfig = {
  stations: ['Balancieren', 'Seilspringen', 'Zielwurf', 'Klettern'],
  groups: 4,
  workMs: 30_000,
  changeMs: 10_000,
};
const at = (seconds: number, config = gym) => rotationAt(config, startRotation(T0), T0 + seconds * 1000);
const stationsOf = (view: ReturnType<typeof rotationAt>) => view.assignment.map((a) => a.station);

const configArb = fc
  .record({
    n: fc.integer({ min: 2, max: 12 }),
    m: fc.integer({ min: 2, max: 12 }),
    workMs: fc.integer({ min: 10_000, max: 30 * 60_000 }),
    changeMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5 * 60_000 })),
  })
  .map(({ n, m, workMs, changeMs }) => ({
    stations: Array.from({ length: n }, (_, i) => `S${i}`),
    groups: Math.min(m, n),
    workMs,
    changeMs,
  }));

describe('station rotation: the timeline of 4 stations × 4 groups, 30 s work / 10 s change', () => {
  it('runs work, change, work … and ends without a change after the last round', () => {
    expect(rotationTotalMs(gym)).toBe(4 * 30_000 + 3 * 10_000);
    const expected: [number, number, string, number][] = [
      // seconds since start, round, phase, ms left
      [0, 1, 'arbeiten', 30_000],
      [29.5, 1, 'arbeiten', 500],
      [30, 2, 'wechseln', 10_000],
      [39, 2, 'wechseln', 1_000],
      [40, 2, 'arbeiten', 30_000],
      [70, 3, 'wechseln', 10_000],
      [80, 3, 'arbeiten', 30_000],
      [110, 4, 'wechseln', 10_000],
      [120, 4, 'arbeiten', 30_000],
      [149.9, 4, 'arbeiten', 100],
      [150, 4, 'fertig', 0],
      [999, 4, 'fertig', 0],
    ];
    for (const [s, round, phase, msLeft] of expected) {
      expect(at(s), `${s} s`).toMatchObject({ round, rounds: 4, phase, msLeft });
    }
  });

  it('moves every group one station on per round; during a change it shows where the groups go', () => {
    expect(stationsOf(at(0))).toEqual(['Balancieren', 'Seilspringen', 'Zielwurf', 'Klettern']);
    expect(stationsOf(at(30))).toEqual(['Seilspringen', 'Zielwurf', 'Klettern', 'Balancieren']);
    expect(stationsOf(at(45))).toEqual(['Seilspringen', 'Zielwurf', 'Klettern', 'Balancieren']);
    expect(stationsOf(at(80))).toEqual(['Zielwurf', 'Klettern', 'Balancieren', 'Seilspringen']);
    expect(stationsOf(at(120))).toEqual(['Klettern', 'Balancieren', 'Seilspringen', 'Zielwurf']);
    expect(at(0).assignment[0]).toEqual({ group: 1, stationIndex: 0, station: 'Balancieren' });
  });

  it('names the next change while running, none while paused or finished', () => {
    expect(at(12).nextBoundaryAt).toBe(T0 + 30_000);
    expect(at(33).nextBoundaryAt).toBe(T0 + 40_000);
    expect(at(150).nextBoundaryAt).toBeNull();
    const paused = pauseRotation(gym, startRotation(T0), T0 + 5_000);
    expect(rotationAt(gym, paused, T0 + 60_000)).toMatchObject({
      round: 1,
      phase: 'arbeiten',
      msLeft: 25_000,
      running: false,
      nextBoundaryAt: null,
    });
  });

  it('marks the last five seconds and flashes after each change, not at the start', () => {
    expect(at(24).finalSeconds).toBe(false);
    expect(at(25).finalSeconds).toBe(true);
    expect(at(1).flash).toBe(false);
    expect(at(30.5).flash).toBe(true);
    expect(at(33).flash).toBe(false);
    expect(at(41).flash).toBe(true);
    expect(at(151).flash).toBe(true);
    expect(at(160).flash).toBe(false);
  });

  it('with a change time of 0 the groups go straight on', () => {
    const quick = { ...gym, changeMs: 0 };
    expect(rotationTotalMs(quick)).toBe(120_000);
    expect(at(29, quick)).toMatchObject({ round: 1, phase: 'arbeiten', msLeft: 1_000 });
    expect(at(30, quick)).toMatchObject({ round: 2, phase: 'arbeiten', msLeft: 30_000 });
    expect(at(120, quick).phase).toBe('fertig');
  });

  it('fewer groups than stations: some stations stay free, nobody shares one', () => {
    const six = { ...gym, stations: ['A', 'B', 'C', 'D', 'E', 'F'], groups: 3 };
    expect(stationsOf(rotationAt(six, startRotation(T0), T0))).toEqual(['A', 'B', 'C']);
    expect(stationsOf(rotationAt(six, startRotation(T0), T0 + 5 * 40_000))).toEqual(['F', 'A', 'B']);
  });
});

describe('station rotation: pause, resume and skip', () => {
  it('pause stops the time, resume goes on from there', () => {
    let state = startRotation(T0);
    state = pauseRotation(gym, state, T0 + 12_000);
    expect(rotationElapsed(gym, state, T0 + 99_000)).toBe(12_000);
    state = resumeRotation(gym, state, T0 + 100_000);
    expect(rotationAt(gym, state, T0 + 103_000)).toMatchObject({ round: 1, phase: 'arbeiten', msLeft: 15_000 });
    expect(toggleRotation(gym, state, T0 + 104_000).startedAt).toBeNull();
  });

  it('skip ends the current phase now', () => {
    let state = startRotation(T0);
    state = skipPhase(gym, state, T0 + 5_000);
    expect(rotationAt(gym, state, T0 + 5_000)).toMatchObject({ round: 2, phase: 'wechseln', msLeft: 10_000, msInPhase: 0 });
    state = skipPhase(gym, state, T0 + 6_000);
    expect(rotationAt(gym, state, T0 + 6_000)).toMatchObject({ round: 2, phase: 'arbeiten', msLeft: 30_000 });
  });

  it('skip while paused stays paused at the start of the next phase; a finished run is not resumed', () => {
    let state = pauseRotation(gym, startRotation(T0), T0 + 1_000);
    state = skipPhase(gym, state, T0 + 2_000);
    expect(rotationAt(gym, state, T0 + 50_000)).toMatchObject({ round: 2, phase: 'wechseln', msLeft: 10_000, running: false });
    const done = { startedAt: null, accumulatedMs: rotationTotalMs(gym) };
    expect(resumeRotation(gym, done, T0)).toBe(done);
    expect(skipPhase(gym, done, T0)).toBe(done);
  });
});

describe('station rotation: properties', () => {
  it('over N rounds every group visits every station once, and no two groups share a station', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 12 }), (n, m0) => {
        const m = Math.min(n, m0);
        for (let g = 1; g <= m; g++) {
          const visited = new Set(Array.from({ length: n }, (_, r) => stationIndexFor(g, r + 1, n)));
          expect(visited.size).toBe(n);
        }
        for (let r = 1; r <= n; r++) {
          const used = new Set(Array.from({ length: m }, (_, g) => stationIndexFor(g + 1, r, n)));
          expect(used.size).toBe(m);
        }
      }),
    );
  });

  it('following the next change from the start meets 2N − 1 changes (N without change time), then the end', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const state = startRotation(T0);
        let now = T0;
        let view = rotationAt(config, state, now);
        let boundaries = 0;
        const seen: string[] = [];
        while (view.nextBoundaryAt !== null) {
          expect(view.msLeft).toBeGreaterThan(0);
          expect(view.nextBoundaryAt - now).toBe(view.msLeft);
          seen.push(`${view.round}${view.phase}`);
          now = view.nextBoundaryAt;
          view = rotationAt(config, state, now);
          boundaries++;
        }
        const n = config.stations.length;
        expect(boundaries).toBe(config.changeMs > 0 ? 2 * n - 1 : n);
        expect(now - T0).toBe(rotationTotalMs(config));
        expect(view.phase).toBe('fertig');
        expect(seen.filter((s) => s.endsWith('arbeiten'))).toHaveLength(n);
      }),
    );
  });

  it('time left plus time in the phase is the phase length, and the round never goes back', () => {
    fc.assert(
      fc.property(configArb, fc.array(fc.integer({ min: 0, max: 4_000_000 }), { minLength: 2, maxLength: 8 }), (config, offsets) => {
        const state = startRotation(T0);
        let lastRound = 1;
        for (const offset of [...offsets].sort((a, b) => a - b)) {
          const view = rotationAt(config, state, T0 + offset);
          expect(view.round).toBeGreaterThanOrEqual(lastRound);
          lastRound = view.round;
          if (view.phase === 'arbeiten') expect(view.msLeft + view.msInPhase).toBe(config.workMs);
          if (view.phase === 'wechseln') expect(view.msLeft + view.msInPhase).toBe(config.changeMs);
        }
      }),
    );
  });

  it('pausing for any time and skipping never lose or invent time', () => {
    fc.assert(
      fc.property(configArb, fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (config, runMs, pauseMs) => {
        const paused = pauseRotation(config, startRotation(T0), T0 + runMs);
        const before = rotationElapsed(config, paused, T0 + runMs);
        expect(rotationElapsed(config, paused, T0 + runMs + pauseMs)).toBe(before);
        const resumed = resumeRotation(config, paused, T0 + runMs + pauseMs);
        expect(rotationElapsed(config, resumed, T0 + runMs + pauseMs + 1)).toBe(
          Math.min(rotationTotalMs(config), before + (resumed === paused ? 0 : 1)),
        );
        const view = rotationAt(config, paused, T0 + runMs);
        const skipped = rotationElapsed(config, skipPhase(config, paused, T0 + runMs), T0 + runMs);
        expect(skipped).toBe(view.phase === 'fertig' ? before : before + view.msLeft);
      }),
    );
  });

  it('sanitize never throws, always returns a usable set-up, and is stable', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const clean = sanitizeStationRotation(value);
        expect(clean.config.stations.length).toBeGreaterThanOrEqual(2);
        expect(sanitizeStationRotation(clean)).toEqual(clean);
        if (clean.run) expect(validateRotationConfig(clean.config)).toBeNull();
      }),
    );
  });
});

describe('station rotation: set-up', () => {
  it('accepts the default set-up', () => {
    expect(validateRotationConfig(defaultRotationConfig)).toBeNull();
    expect(validateRotationConfig({ ...gym, changeMs: 0 })).toBeNull();
  });

  it('explains every bad input in German', () => {
    const errors = validateRotationConfig({
      stations: ['Balancieren', '  ', 'x'.repeat(41)],
      groups: 4,
      workMs: 9_000,
      changeMs: 5 * 60_000 + 1,
    });
    expect(errors).toEqual({
      stations: [undefined, 'Bitte einen Namen für Station 2 eingeben.', 'Der Name von Station 3 ist zu lang (höchstens 40 Zeichen).'],
      groups: 'Mehr Gruppen als Stationen geht nicht: Bei 3 Stationen höchstens 3 Gruppen – oder mehr Stationen anlegen.',
      workMs: 'Die Arbeitszeit muss mindestens 10 Sekunden lang sein.',
      changeMs: 'Die Wechselzeit darf höchstens 5 Minuten lang sein.',
    });
    expect(validateRotationConfig({ ...gym, workMs: 30 * 60_000 + 1 })?.workMs).toBe(
      'Die Arbeitszeit darf höchstens 30 Minuten lang sein.',
    );
    expect(validateRotationConfig({ ...gym, stations: ['A'], groups: 1 })?.stationCount).toBe('Bitte 2 bis 12 Stationen anlegen.');
  });

  it('a new number of stations keeps typed names, and the groups follow while they were equal', () => {
    const grown = setStationCount(gym, 6);
    expect(grown.stations).toEqual([...gym.stations, 'Station 5', 'Station 6']);
    expect(grown.groups).toBe(6);
    expect(setStationCount({ ...gym, groups: 3 }, 6).groups).toBe(3);
    expect(setStationCount(gym, 2)).toMatchObject({ stations: ['Balancieren', 'Seilspringen'], groups: 2 });
    expect(setStationCount(gym, 40).stations).toHaveLength(12);
  });

  it('names from the Stationskarten replace the list', () => {
    expect(setStationNames(gym, ['Rollbrett', 'Slalom', 'Reifen'])).toMatchObject({
      stations: ['Rollbrett', 'Slalom', 'Reifen'],
      groups: 3,
    });
    expect(setStationNames(gym, ['Nur eine'])).toBe(gym);
  });

  it('keeps a valid run over a reload and drops one whose set-up is broken', () => {
    const stored = { config: gym, run: { startedAt: T0, accumulatedMs: 5_000 } };
    expect(sanitizeStationRotation(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(sanitizeStationRotation({ config: { ...gym, stations: ['A', ''] }, run: { startedAt: T0, accumulatedMs: 0 } }).run).toBeNull();
    expect(sanitizeStationRotation({ config: gym, run: { startedAt: 'gestern', accumulatedMs: 1e12 } }).run).toEqual({
      startedAt: null,
      accumulatedMs: rotationTotalMs(gym),
    });
    expect(sanitizeStationRotation(null)).toEqual(initialStationRotation);
  });
});
