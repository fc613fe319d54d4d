// The „too many requests“ text on its own: the session check on every screen needs it, the
// rest of the sign-in messages only the sign-in forms (issue 21: first-screen size).

export const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

/**
 * How long the server asks us to wait, in seconds: `Retry-After` (seconds or an HTTP date, our
 * own 429s) or `X-Retry-After` (seconds, better-auth's per-address limiter). null = not said.
 */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | null {
  const value = headers?.get('retry-after') ?? headers?.get('x-retry-after');
  if (!value) return null;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : null;
}

/** „Zu viele Anfragen …“ with the wait rounded the way a person says it. */
export function tooManyRequestsMessage(seconds: number | null): string {
  if (seconds === null) return TOO_MANY_REQUESTS;
  let wait: string;
  if (seconds === 1) wait = 'einer Sekunde';
  else if (seconds < 90) wait = `${seconds} Sekunden`;
  else if (seconds < 90 * 60) wait = `etwa ${Math.round(seconds / 60)} Minuten`;
  else wait = `etwa ${Math.round(seconds / 3600)} Stunden`;
  return `Zu viele Anfragen. Bitte versuchen Sie es in ${wait} erneut.`;
}
