/** „Do., 26.11.2026“ for a YYYY-MM-DD day, read as a calendar day (no time zone shift). */
export function germanDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
