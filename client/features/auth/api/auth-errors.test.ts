import { describe, expect, it } from 'vitest';
import { authErrorFrom } from './auth-errors';

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
    expect(authErrorFrom(429, { code: 'ACCOUNT_TEMPORARILY_LOCKED' }).message).toBe('Zu viele falsche Codes. Die Anmeldung ist für 15 Minuten gesperrt.');
    expect(authErrorFrom(429, { message: 'Too many requests. Please try again later.' }).message).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    );
    expect(authErrorFrom(403, { error: { code: 'TWO_FACTOR_REQUIRED' } }).message).toBe('Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung im Profil ein.');
  });
});
