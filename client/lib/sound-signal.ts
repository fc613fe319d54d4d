import { COUNTDOWN_VIBRATION_MS } from '@core/domain/tools/countdown';
import { toneNotes, type Tone } from '@core/domain/tools/signal-tones';

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

/** Plays the chosen signal (whistle, gong or beep) at the chosen loudness. */
export function playTone(tone: Tone = 'piep', loudness = 1): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.05;
  for (const note of toneNotes(tone, loudness)) {
    const at = start + note.at;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = note.wave;
    oscillator.frequency.value = note.frequency;
    if (note.trill) {
      const wobble = ctx.createOscillator();
      const depth = ctx.createGain();
      wobble.frequency.value = 28;
      depth.gain.value = note.trill;
      wobble.connect(depth).connect(oscillator.frequency);
      wobble.start(at);
      wobble.stop(at + note.duration);
    }
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(note.peak, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + note.duration);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + note.duration + 0.05);
  }
  return true;
}

export function vibrate(): boolean {
  if (typeof navigator.vibrate !== 'function') return false;
  return navigator.vibrate(COUNTDOWN_VIBRATION_MS);
}
