import { describe, expect, it, vi } from 'vitest';
import { authErrorFrom } from './auth-errors';
import { retryAfterSeconds, tooManyRequestsMessage } from './rate-limit-text';
import { fetchSession } from './session';

describe('German texts for the two-factor answers', () => {
  it('names a wrong code, a used backup code and an expired sign-in step', () => {
    expect(authErrorFrom(401, { code: 'INVALID_CODE', message: 'Invalid code' }).message).toBe(
      'Der Code stimmt nicht. Bitte geben Sie den aktuellen 6-stelligen Code aus Ihrer App ein.',
    );
    expect(authErrorFrom(401, { code: 'INVALID_BACKUP_CODE' }).message).toBe('Dieser Backup-Code stimmt nicht oder wurde schon verwendet.');
    expect(authErrorFrom(401, { code: 'INVALID_TWO_FACTOR_COOKIE' }).message).toMatch(/^Die Anmeldung ist abgelaufen\./);
    expect(authErrorFrom(400, { code: 'INVALID_PASSWORD' }).message).toBe('Falsches Passwort');
  });

  it('keeps the lockout text for a locked second step, but says "too many requests" for the plain rate limit', () => {
    expect(authErrorFrom(429, { code: 'ACCOUNT_TEMPORARILY_LOCKED' }).message).toBe(
      'Zu viele falsche Codes. Die Anmeldung ist für 15 Minuten gesperrt.',
    );
    expect(authErrorFrom(429, { message: 'Too many requests. Please try again later.' }).message).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    );
    expect(authErrorFrom(403, { error: { code: 'TWO_FACTOR_REQUIRED' } }).message).toBe(
      'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung im Profil ein.',
    );
  });
});

describe('no English from better-auth on the screen', () => {
  it('gives German for a stale session and never passes better-auth’s English text through', () => {
    expect(
      authErrorFrom(403, { code: 'SESSION_EXPIRED', message: 'Session expired. Re-authenticate to perform this action.' }).message,
    ).toMatch(/^Die Anmeldung liegt zu lange zurück\./);
    const unknown = authErrorFrom(400, { code: 'FAILED_TO_UPDATE_USER', message: 'Failed to update user' });
    expect(unknown.message).toBe('Ein unbekannter Fehler ist aufgetreten.');
    expect(unknown.serverMessage).toBe('Failed to update user');
  });

  it("shows our own API's German message for a code it does not know", () => {
    expect(authErrorFrom(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' } }).message).toBe(
      'Die Anfrage ist zu groß.',
    );
    expect(authErrorFrom(400, { error: { code: 'VALIDATION_FAILED', message: 'Das Feld „email“ muss ein Text sein.' } }).message).toBe(
      'Das Feld „email“ muss ein Text sein.',
    );
  });
});

describe('a 429 says when to try again', () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it("reads better-auth's X-Retry-After and our Retry-After (seconds or a date)", () => {
    expect(authErrorFrom(429, { message: 'Too many requests. Please try again later.' }, headers({ 'x-retry-after': '8' })).message).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 8 Sekunden erneut.',
    );
    expect(authErrorFrom(429, { code: 'TOO_MANY_REQUESTS' }, headers({ 'retry-after': '840' })).message).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in etwa 14 Minuten erneut.',
    );
    const now = Date.parse('2026-11-23T08:00:00Z');
    expect(retryAfterSeconds(headers({ 'retry-after': 'Mon, 23 Nov 2026 08:00:45 GMT' }), now)).toBe(45);
  });

  it('says one second in the singular, hours for long waits, and stays general without a header', () => {
    expect(tooManyRequestsMessage(1)).toBe('Zu viele Anfragen. Bitte versuchen Sie es in einer Sekunde erneut.');
    expect(tooManyRequestsMessage(2 * 3600)).toBe('Zu viele Anfragen. Bitte versuchen Sie es in etwa 2 Stunden erneut.');
    expect(authErrorFrom(429, {}).message).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
    expect(retryAfterSeconds(headers({ 'retry-after': 'bald' }))).toBeNull();
  });

  it('the session check answers a 429 in German with the wait, not „(429)“', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 429, headers: { 'x-retry-after': '30' } }));
    try {
      await expect(fetchSession()).rejects.toThrow(
        'Sitzung konnte nicht geprüft werden. Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
