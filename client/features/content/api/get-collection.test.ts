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

describe('a list the page preloads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('is asked for once as the page asked (no If-None-Match), later with the device copy’s ETag', async () => {
    const card = { id: 'c1', clickableHeader: 'Brückenfangen' };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ items: [card] }, { headers: { etag: '"v1"' } }));
    vi.stubGlobal('fetch', fetchMock);
    // (happy-dom fetches the preload itself, finds no server and logs ECONNREFUSED: harmless.)
    document.head.innerHTML = '<link rel="preload" as="fetch" crossorigin href="/api/collections/fangspiele/items">';

    await fetchCollection('fangspiele'); // stores the list with its ETag on the device
    document.head.innerHTML = '<link rel="preload" as="fetch" crossorigin href="/api/collections/fangspiele/items">';
    expect(await fetchCollection('fangspiele')).toEqual([card]);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('if-none-match');
    expect(document.querySelector('link[rel="preload"]')).toBeNull();

    await fetchCollection('fangspiele');
    expect(fetchMock.mock.calls[2]?.[1]?.headers).toHaveProperty('if-none-match', '"v1"');
  });
});
