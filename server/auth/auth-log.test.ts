import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { TestClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/create-test-app';

/** Every line the app's logger writes, parsed. */
function captureLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { lines, logger: createLogger('debug', stream) };
}

const WARN = 40;
const ERROR = 50;

describe('refused callback and redirect addresses (issue 19, item 8)', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureLines>;
  beforeAll(async () => {
    log = captureLines();
    t = await createTestApp({}, { logger: log.logger });
  });
  afterAll(() => t.cleanup());

  it('are answered 403 and logged as a warning, not as an error', async () => {
    const client = new TestClient(t);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: 'x@schule.test',
      password: 'falsch-falsch',
      callbackURL: 'https://boese.example/fang',
    });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL' });
    const reset = await client.post('/api/auth/request-password-reset', {
      email: 'x@schule.test',
      redirectTo: 'https://boese.example/reset',
    });
    expect(reset.status).toBe(403);

    const refusals = log.lines.filter((l) => l.level >= WARN && /^auth: Invalid (callbackURL|redirectURL)/.test(l.msg));
    expect(refusals.map((l) => l.msg)).toEqual([
      'auth: Invalid callbackURL: https://boese.example/fang',
      'auth: Invalid redirectURL: https://boese.example/reset',
    ]);
    expect(refusals.every((l) => l.level === WARN)).toBe(true);
    expect(log.lines.filter((l) => l.level >= ERROR)).toEqual([]);
  });
});
