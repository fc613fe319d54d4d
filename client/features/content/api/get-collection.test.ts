import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { fetchCollection } from './get-collection';

const ours = (code: string, message: string) => ({ error: { code, message } });

describe('a content list that cannot be loaded', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('fails on the server shows German, not the server log line', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(ours('FETCH_FAILED', 'Failed to fetch content for route : spiele'), { status: 500 })));
    const error = await fetchCollection('spiele').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Die Inhalte konnten nicht geladen werden. Der Server hat gerade ein Problem (Fehler 500). Bitte versuchen Sie es später erneut.');
  });

});
