import { ApiError } from '@client/lib/api-client';
import { TOO_MANY_REQUESTS, retryAfterSeconds, tooManyRequestsMessage } from './rate-limit-text';

/** German text for what the account endpoints answer; unknown failures get the spec's text. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-Mail-Adresse oder Passwort ist falsch.',
  EMAIL_NOT_VERIFIED:
    'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen geschickt haben.',
  USER_ALREADY_EXISTS: 'Für diese E-Mail-Adresse gibt es schon ein Konto.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Für diese E-Mail-Adresse gibt es schon ein Konto.',
  PASSWORD_TOO_SHORT: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  PASSWORD_TOO_LONG: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  INVALID_EMAIL: 'Ungültige E-Mail-Adresse.',
  INVALID_TOKEN: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  INVALID_PASSWORD: 'Falsches Passwort',
  // The ban reason is the admins' note and is not shown here (see /admin/benutzer).
  BANNED_USER: 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an die Schulleitung oder den Betreiber.',
  SIGNUP_CLOSED: 'Die Registrierung ist zurzeit geschlossen.',
  TOO_MANY_REQUESTS,
  INVALID_CODE: 'Der Code stimmt nicht. Bitte geben Sie den aktuellen 6-stelligen Code aus Ihrer App ein.',
  INVALID_BACKUP_CODE: 'Dieser Backup-Code stimmt nicht oder wurde schon verwendet.',
  INVALID_TWO_FACTOR_COOKIE: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit Ihrem Passwort an.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Zu viele falsche Codes. Bitte melden Sie sich erneut mit Ihrem Passwort an.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Zu viele falsche Codes. Die Anmeldung ist für 15 Minuten gesperrt.',
  TOTP_ALREADY_ENABLED: 'Die Zwei-Faktor-Anmeldung ist schon eingeschaltet.',
  TOTP_NOT_ENABLED: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet. Bitte beginnen Sie die Einrichtung erneut.',
  TWO_FACTOR_NOT_ENABLED: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
  TWO_FACTOR_REQUIRED: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung im Profil ein.',
  NETWORK: 'Keine Verbindung zum Server. Bitte prüfen Sie die Internetverbindung.',
  // Deleting the account or changing sign-in data long after signing in (better-auth's "fresh" session).
  SESSION_EXPIRED: 'Die Anmeldung liegt zu lange zurück. Bitte melden Sie sich ab und wieder an und versuchen Sie es dann erneut.',
  SESSION_NOT_FRESH: 'Die Anmeldung liegt zu lange zurück. Bitte melden Sie sich ab und wieder an und versuchen Sie es dann erneut.',
  USER_NOT_FOUND: 'Dieses Konto gibt es nicht (mehr).',
};

export const UNKNOWN_ERROR = 'Ein unbekannter Fehler ist aufgetreten.';

/** An ApiError from the account endpoints, with better-auth's codes put into German. */
export class AuthError extends ApiError {
  constructor(
    code: string,
    status: number,
    /** What the server said (better-auth's is English): for logs, never for the screen. */
    readonly serverMessage: string,
    /** A German text that says more than the code's: when to try again, or our own API's message. */
    message?: string,
  ) {
    super(status, code, message ?? MESSAGES[code] ?? UNKNOWN_ERROR);
    this.name = 'AuthError';
  }
}

export function authErrorFrom(status: number, body: unknown, headers?: Headers): AuthError {
  const record = (body ?? {}) as { code?: string; message?: string; error?: { code?: string; message?: string } };
  const given = record.code ?? record.error?.code;
  const serverMessage = record.message ?? record.error?.message ?? `HTTP ${status}`;
  // A locked second step is also a 429, but it has its own, more useful text.
  if (status === 429 && given !== 'ACCOUNT_TEMPORARILY_LOCKED') {
    return new AuthError('TOO_MANY_REQUESTS', status, serverMessage, tooManyRequestsMessage(retryAfterSeconds(headers)));
  }
  const code = given ?? `HTTP_${status}`;
  // `{ error: { code, message } }` is our own error body (German, e.g. from the JSON checks in
  // front of better-auth); better-auth's own `{ code, message }` is English and is never shown.
  const ours = record.error?.message;
  return new AuthError(code, status, serverMessage, MESSAGES[code] ? undefined : ours);
}
