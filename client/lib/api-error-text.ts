/**
 * What a teacher reads when the server refuses a request. Our error bodies carry a code and a
 * German message written for the person in front of the screen (scripts/german-api-messages.test.ts
 * keeps them German): that message is shown. Bodies that are not ours (a proxy, another server in
 * between, better-auth's English ones) get a text from the status, and so do the generic codes
 * whose message says less than the status does (the spec's „Failed to fetch content …“ lines).
 */
const CODES_ANSWERED_BY_STATUS = new Set(['NOT_FOUND', 'FETCH_FAILED', 'INTERNAL_ERROR', 'HTTP_ERROR']);

interface OurErrorBody {
  error: { code: string; message: string };
}

function isOurErrorBody(body: unknown): body is OurErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** „in 30 Sekunden“ / „in 2 Minuten“ from a Retry-After header in seconds; a date or nothing gives „später“. */
function whenAgain(retryAfter: string | null): string {
  const seconds = retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  if (seconds === null) return 'später';
  if (seconds <= 90) return seconds <= 1 ? 'in einer Sekunde' : `in ${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} Minuten`;
}

function textForStatus(status: number, retryAfter: string | null): string {
  if (status === 401) return 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.';
  if (status === 403) return 'Dafür fehlen Ihrem Konto die Rechte.';
  if (status === 404) return 'Das gibt es auf dem Server nicht (mehr).';
  if (status === 413) return 'Die Anfrage ist zu groß.';
  if (status === 429) return `Zu viele Anfragen. Bitte versuchen Sie es ${whenAgain(retryAfter)} erneut.`;
  if (status >= 500) return `Der Server hat gerade ein Problem (Fehler ${status}). Bitte versuchen Sie es später erneut.`;
  return `Der Server hat die Anfrage abgelehnt (Fehler ${status}).`;
}

/** The error code (ours, or HTTP_ERROR) and the German text for a failed response's status and body. */
export function describeFailure(status: number, body: unknown, retryAfter: string | null = null): { code: string; message: string } {
  if (!isOurErrorBody(body)) return { code: 'HTTP_ERROR', message: textForStatus(status, retryAfter) };
  const { code, message } = body.error;
  // A 429 without a time in it gets the one from Retry-After, so the teacher knows when.
  if (code === 'TOO_MANY_REQUESTS' && retryAfter) return { code, message: textForStatus(429, retryAfter) };
  return { code, message: CODES_ANSWERED_BY_STATUS.has(code) ? textForStatus(status, retryAfter) : message };
}
