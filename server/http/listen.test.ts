import { describe, expect, it } from 'vitest';
import { listen } from './listen';

describe('listen().close()', () => {
  it('lets a request in flight finish before it resolves, and refuses new connections', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const server = await listen(
      async () => {
        started();
        await gate;
        return new Response('fertig');
      },
      { port: 0, host: '127.0.0.1' },
    );
    const url = `http://127.0.0.1:${server.port}/`;

    const inFlight = fetch(url).then((r) => r.text());
    await requestStarted;
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);

    release();
    expect(await inFlight).toBe('fertig');
    await closing;
    expect(closed).toBe(true);
    await expect(fetch(url)).rejects.toThrow();
  });
});
