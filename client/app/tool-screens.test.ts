import { afterEach, describe, expect, it, vi } from 'vitest';

const evaluated = vi.hoisted(() => ({ screens: [] as string[] }));
// A tool's screen module that runs when imported: the background fetch must not run any of them.
vi.mock('./routes/tools/stopwatch', () => {
  evaluated.screens.push('stopwatch');
  return { default: () => null };
});
vi.mock('./routes/tools/countdown', () => {
  evaluated.screens.push('countdown');
  return { default: () => null };
});
// The idle moment comes at once.
vi.mock('@client/lib/when-idle', () => ({ whenPageIdle: (run: () => void) => run() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fetch whose file answers wait until the test lets them through, one by one. */
function fakeNetwork(list: unknown) {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    asked.push(url);
    expect(init?.priority).toBe('low');
    if (url === '/offline-tools.json') return Promise.resolve(Response.json(list));
    return new Promise<Response>((resolve) => waiting.push(() => resolve(new Response('export {}'))));
  });
  return { fetch, asked, waiting };
}

describe('preloadTools', () => {
  it('fetches the listed files one after the other, into the cache only', async () => {
    const network = fakeNetwork(['/assets/stopwatch-a1.js', '/assets/countdown-b2.js', '/assets/style-c3.css']);
    vi.stubGlobal('fetch', network.fetch);
    const { preloadTools } = await import('./tool-screens');

    preloadTools();
    await vi.waitFor(() => expect(network.asked).toEqual(['/offline-tools.json', '/assets/stopwatch-a1.js']));
    network.waiting.shift()?.();
    await vi.waitFor(() => expect(network.asked.at(-1)).toBe('/assets/countdown-b2.js'));
    network.waiting.shift()?.();
    await vi.waitFor(() => expect(network.asked.at(-1)).toBe('/assets/style-c3.css'));
    network.waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(network.asked).toHaveLength(4);
    expect(evaluated.screens).toEqual([]);

    // Once per page: opening the next tool fetches nothing again.
    preloadTools();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(network.asked).toHaveLength(4);
  });

  it('goes on after a file fails, and fetches only the app’s own built files', async () => {
    const network = fakeNetwork([
      'https://example.org/x.js',
      '//example.org/y.js',
      '/api/auth/get-session',
      42,
      '/assets/a.js',
      '/assets/b.js',
    ]);
    const failing = vi.fn((url: string, init?: RequestInit) =>
      url === '/assets/a.js' ? Promise.reject(new TypeError('Failed to fetch')) : network.fetch(url, init),
    );
    vi.stubGlobal('fetch', failing);
    const { preloadTools } = await import('./tool-screens');

    preloadTools();
    await vi.waitFor(() => expect(failing.mock.calls.map(([url]) => url)).toEqual(['/offline-tools.json', '/assets/a.js', '/assets/b.js']));
  });

  it('does nothing when the list cannot be had (offline, or the dev server)', async () => {
    const fetch = vi.fn(async () => new Response('Not found', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const { preloadTools } = await import('./tool-screens');

    preloadTools();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledOnce();
  });
});
