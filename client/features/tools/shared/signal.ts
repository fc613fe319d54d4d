import { COUNTDOWN_VIBRATION_MS } from '@core/domain/tools/countdown';

/**
 * The end-of-countdown signal: a vibration (spec §4) and a tone made with Web Audio, so it
 * works offline and needs no sound file. Browsers only let audio start after a tap, so the
 * Start button calls `prepareSignal()` and the tone can play later without one.
 */
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

export function prepareSignal(): void {
  const ctx = audioContext();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Three loud, short beeps: audible across a hall, not unpleasant. */
export function playTone(): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.05;
  for (let i = 0; i < 3; i++) {
    const at = start + i * 0.35;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.5, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  }
  return true;
}

export function vibrate(): boolean {
  if (typeof navigator.vibrate !== 'function') return false;
  return navigator.vibrate(COUNTDOWN_VIBRATION_MS);
}
