import { describe, expect, it } from 'vitest';
import {
  addCountdownTime,
  countdownEndsAt,
  countdownInputsLocked,
  countdownRemaining,
  countdownStatus,
  initialCountdown,
  isFinalSeconds,
  parseTimeField,
  pauseCountdown,
  resetCountdown,
  sanitizeCountdown,
  setCountdownInputs,
  startCountdown,
  toggleCountdown,
} from './countdown';

describe('countdown', () => {
  it('starts at 1:00 by default', () => {
    expect(initialCountdown).toMatchObject({ minutes: 1, seconds: 0 });
    expect(countdownStatus(initialCountdown, 0)).toBe('idle');
  });

  it('parses inputs as the spec says: integers, non-numeric is 0, seconds 0–59', () => {
    expect(parseTimeField('5')).toBe(5);
    expect(parseTimeField('abc')).toBe(0);
    expect(parseTimeField('')).toBe(0);
    expect(parseTimeField('-3')).toBe(0);
    expect(parseTimeField('7.9')).toBe(7);
    expect(parseTimeField('75', 59)).toBe(59);
  });

  it('counts down from the clock, pauses, resumes and finishes at zero', () => {
    let s = startCountdown(setCountdownInputs(initialCountdown, 0, 30), 1_000);
    expect(countdownStatus(s, 1_000)).toBe('running');
    expect(countdownEndsAt(s)).toBe(31_000);
    expect(countdownRemaining(s, 11_000)).toBe(20_000);
    s = pauseCountdown(s, 11_000);
    expect(countdownStatus(s, 50_000)).toBe('paused');
    expect(countdownRemaining(s, 50_000)).toBe(20_000);
    s = toggleCountdown(s, 60_000);
    expect(countdownEndsAt(s)).toBe(80_000);
    expect(countdownStatus(s, 80_000)).toBe('finished');
    expect(countdownRemaining(s, 90_000)).toBe(0);
  });

  it('does nothing when started with a total of 0', () => {
    const s = setCountdownInputs(initialCountdown, 0, 0);
    expect(startCountdown(s, 0)).toEqual(s);
  });

  it('locks the inputs while running or while time remains, not when idle or finished', () => {
    const s = startCountdown(initialCountdown, 0);
    expect(countdownInputsLocked(s, 10)).toBe(true);
    expect(countdownInputsLocked(pauseCountdown(s, 10), 20)).toBe(true);
    expect(countdownInputsLocked(s, 60_000)).toBe(false);
    expect(countdownInputsLocked(initialCountdown, 0)).toBe(false);
  });

  it('resets to the entered time, not running', () => {
    const s = resetCountdown(startCountdown(setCountdownInputs(initialCountdown, 3, 15), 0));
    expect(s).toMatchObject({ minutes: 3, seconds: 15, durationMs: 0, startedAt: null });
    expect(countdownStatus(s, 5)).toBe('idle');
  });

  it('restarts from the inputs after finishing, and clears a finished run when the time is edited', () => {
    const finished = startCountdown(setCountdownInputs(initialCountdown, 0, 5), 0);
    expect(countdownStatus(finished, 6_000)).toBe('finished');
    expect(countdownStatus(startCountdown(finished, 6_000), 6_000)).toBe('running');
    const edited = setCountdownInputs(finished, 2, 0, 6_000);
    expect(countdownStatus(edited, 6_000)).toBe('idle');
    expect(edited).toMatchObject({ minutes: 2, seconds: 0 });
  });

  it('adds a minute while running or paused, not when idle or finished', () => {
    const running = startCountdown(setCountdownInputs(initialCountdown, 0, 30), 0);
    expect(countdownRemaining(addCountdownTime(running, 60_000, 10_000), 10_000)).toBe(80_000);
    const paused = pauseCountdown(running, 10_000);
    expect(countdownRemaining(addCountdownTime(paused, 60_000, 20_000), 20_000)).toBe(80_000);
    expect(addCountdownTime(initialCountdown, 60_000, 0)).toBe(initialCountdown);
    expect(addCountdownTime(running, 60_000, 40_000)).toBe(running);
  });

  it('marks the last five seconds of a running countdown', () => {
    const running = startCountdown(setCountdownInputs(initialCountdown, 0, 30), 0);
    expect(isFinalSeconds(running, 24_999)).toBe(false);
    expect(isFinalSeconds(running, 25_000)).toBe(true);
    expect(isFinalSeconds(pauseCountdown(running, 26_000), 26_000)).toBe(false);
    expect(isFinalSeconds(running, 30_000)).toBe(false);
  });

  it('keeps seconds within 0–59 and minutes from 0', () => {
    expect(setCountdownInputs(initialCountdown, -2, 80)).toMatchObject({ minutes: 0, seconds: 59 });
  });

  it('repairs malformed stored data', () => {
    expect(sanitizeCountdown('x')).toEqual(initialCountdown);
    expect(sanitizeCountdown({ minutes: 2, seconds: 99, durationMs: 5_000, startedAt: 7, usedMs: 9_000 })).toEqual({
      minutes: 2,
      seconds: 59,
      durationMs: 5_000,
      startedAt: 7,
      usedMs: 5_000,
    });
  });
});
