/** How the tools write times: German decimal comma, leading zeros, hours only when needed. */

const two = (n: number) => String(n).padStart(2, '0');

/** Stopwatch display: "MM:SS,cc", or "H:MM:SS,cc" from one hour on. */
export function formatStopwatch(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const centis = Math.floor(safe / 10) % 100;
  const totalSeconds = Math.floor(safe / 1000);
  const seconds = totalSeconds % 60;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const hours = Math.floor(totalSeconds / 3600);
  const body = `${two(minutes)}:${two(seconds)},${two(centis)}`;
  return hours > 0 ? `${hours}:${body}` : body;
}

/**
 * Countdown display "mm:ss". Rounds up, so the display shows 00:01 until the very last moment
 * and 00:00 only when time is really up (the signal comes with it).
 */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${two(Math.floor(totalSeconds / 60))}:${two(totalSeconds % 60)}`;
}

/** Spoken form for screen readers, e.g. "2 Minuten 5 Sekunden". */
export function describeDuration(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'}`);
  return parts.join(' ');
}

/** Laps for spreadsheets (German Excel): BOM, semicolons, CRLF; times as on the display. */
export function lapsCsv(laps: readonly { id: number; time: number; totalTime: number }[]): string {
  const rows = [
    ['Runde', 'Rundenzeit', 'Zeit gesamt'],
    ...laps.map((l) => [String(l.id), formatStopwatch(l.time), formatStopwatch(l.totalTime)]),
  ];
  return `\uFEFF${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;
}
