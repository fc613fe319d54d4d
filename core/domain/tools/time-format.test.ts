import { describe, expect, it } from 'vitest';
import { describeDuration, formatCountdown, formatStopwatch, lapsCsv } from './time-format';

describe('time formatting', () => {
  it('writes stopwatch times with centiseconds and a decimal comma', () => {
    expect(formatStopwatch(0)).toBe('00:00,00');
    expect(formatStopwatch(61_234)).toBe('01:01,23');
    expect(formatStopwatch(3_600_000 + 5_010)).toBe('1:00:05,01');
  });

  it('rounds countdown seconds up so 00:00 means time is up', () => {
    expect(formatCountdown(60_000)).toBe('01:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(125 * 60_000)).toBe('125:00');
  });

  it('says durations in words for screen readers', () => {
    expect(describeDuration(61_000)).toBe('1 Minute 1 Sekunde');
    expect(describeDuration(120_000)).toBe('2 Minuten');
    expect(describeDuration(0)).toBe('0 Sekunden');
  });
});

describe('laps export', () => {
  it('writes laps for spreadsheets', () => {
    expect(
      lapsCsv([
        { id: 1, time: 10_000, totalTime: 10_000 },
        { id: 2, time: 5_500, totalTime: 15_500 },
      ]),
    ).toBe('\uFEFFRunde;Rundenzeit;Zeit gesamt\r\n1;00:10,00;00:10,00\r\n2;00:05,50;00:15,50\r\n');
  });
});
