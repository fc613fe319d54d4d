/**
 * The end signals as data (issue 10: a choice of sounds and loudness): each is a few notes for
 * Web Audio to play. Kept here so their shape and loudness are tested without a speaker.
 */
export const TONES = [
  { value: 'pfiff', label: 'Pfiff' },
  { value: 'gong', label: 'Gong' },
  { value: 'piep', label: 'Piepton' },
] as const;
export type Tone = (typeof TONES)[number]['value'];

export interface Note {
  wave: 'sine' | 'square' | 'triangle';
  frequency: number;
  /** Seconds after the signal starts. */
  at: number;
  duration: number;
  /** Peak gain, 0–1, before the loudness setting. */
  peak: number;
  /** Whistle trill: frequency wobble in Hz (0 = none). */
  trill?: number;
}

const RECIPES: Record<Tone, Note[]> = {
  // Two short blasts, high and trilling like a referee's whistle.
  pfiff: [0, 0.55].map((at) => ({ wave: 'sine' as const, frequency: 2900, at, duration: 0.4, peak: 0.6, trill: 180 })),
  // One struck tone with overtones that fades slowly.
  gong: [
    { wave: 'sine', frequency: 196, at: 0, duration: 3, peak: 0.7 },
    { wave: 'sine', frequency: 392, at: 0, duration: 2.2, peak: 0.35 },
    { wave: 'sine', frequency: 587, at: 0, duration: 1.5, peak: 0.2 },
  ],
  piep: [0, 0.35, 0.7].map((at) => ({ wave: 'square' as const, frequency: 880, at, duration: 0.25, peak: 0.5 })),
};

export function isTone(value: unknown): value is Tone {
  return TONES.some((t) => t.value === value);
}

/** The notes of a signal at a loudness from 0.1 to 1. */
export function toneNotes(tone: Tone, loudness: number): Note[] {
  const level = Math.min(1, Math.max(0.1, loudness));
  return RECIPES[tone].map((note) => ({ ...note, peak: note.peak * level }));
}
