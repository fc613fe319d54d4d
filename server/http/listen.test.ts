import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
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

describe('listen() keep-alive', () => {
  it('keeps an idle connection open past Node’s default (5 s, cut at 6 s), so a proxy or client reusing it gets an answer', async () => {
    const server = await listen(() => new Response('ok'), { port: 0, host: '127.0.0.1' });
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    let closedAfter: number | undefined;
    const opened = Date.now();
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => (closedAfter = Date.now() - opened));
    const answers = (n: number) => vi.waitFor(() => expect(received.split('HTTP/1.1 200').length - 1).toBe(n));
    const ask = () => socket.write('GET / HTTP/1.1\r\nHost: sportkiste.test\r\n\r\n');
    try {
      ask();
      await answers(1);
      await new Promise((r) => setTimeout(r, 7_000));
      expect(closedAfter).toBeUndefined();
      ask();
      await answers(2);
    } finally {
      socket.destroy();
      await server.close();
    }
  }, 20_000);
});
