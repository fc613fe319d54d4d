import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { describeFailure } from './api-error-text';

const ours = (code: string, message: string) => ({ error: { code, message } });

describe('describeFailure', () => {
  it('never passes on a message of ours that is not written for people', () => {
    const failure = describeFailure(500, ours('FETCH_FAILED', 'Failed to fetch content for route : spiele'));
    expect(failure).toEqual({
      code: 'FETCH_FAILED',
      message: 'Der Server hat gerade ein Problem (Fehler 500). Bitte versuchen Sie es später erneut.',
    });
    expect(describeFailure(404, ours('NOT_FOUND', 'Failed to removed favorite.')).message).toBe('Das gibt es auf dem Server nicht (mehr).');
  });

  it('shows the German message our server writes for people', () => {
    expect(describeFailure(401, ours('UNAUTHENTICATED', 'Bitte melden Sie sich an.')).message).toBe('Bitte melden Sie sich an.');
    expect(describeFailure(403, ours('FORBIDDEN', 'Dafür sind Admin-Rechte nötig.')).message).toBe('Dafür sind Admin-Rechte nötig.');
  });

  it('ignores bodies that are not ours (a proxy, better-auth) and answers by status', () => {
    expect(describeFailure(502, '<html>Bad Gateway</html>')).toEqual({
      code: 'HTTP_ERROR',
      message: expect.stringContaining('Der Server hat gerade ein Problem'),
    });
    expect(describeFailure(401, { message: 'Unauthorized' }).message).toBe(
      'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    );
    expect(describeFailure(400, { error: 'Bad Request' }).message).toBe('Der Server hat die Anfrage abgelehnt (Fehler 400).');
  });

  it('says when to try again after too many requests', () => {
    expect(describeFailure(429, null, '30').message).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.');
    expect(describeFailure(429, ours('TOO_MANY_REQUESTS', 'Zu viele Anfragen.'), '600').message).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 10 Minuten erneut.',
    );
    expect(describeFailure(429, { message: 'Too many requests. Please try again later.' }).message).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    );
  });
});

describe('list screens read German errors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('the favourites and admin lists (apiGet) show German, not an English server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(ours('NOT_FOUND', 'Failed to removed favorite.'), { status: 404 })),
    );
    await expect(apiGet('/favorites')).rejects.toThrow('Das gibt es auf dem Server nicht (mehr).');
  });
});
