import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createAccount } from './accounts';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
/** The one public address a whole school's network shows the server. */
const SCHOOL_NAT = '198.51.100.20';
const PASSWORD = 'passwort-fuer-tests';

/**
 * Issue 19, item 1: all teachers of a school share one NAT address, and every open tab checks
 * its session on focus and reconnect. Those checks must never use up the school's sign-ins.
 * better-auth's limiter reads Date.now(), so only Date is faked: ten minutes pass in seconds.
 */
describe(`a school behind one address (${db}, rate limits on)`, () => {
  let t: TestApp;
  let now = Date.parse('2026-11-23T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'on' });
    vi.useFakeTimers({ toFake: ['Date'], now });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.cleanup();
  });
  const advance = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
  };

  it('keeps signing in after 30 teachers browsed for ten minutes', async () => {
    const teachers: TestClient[] = [];
    for (let i = 0; i < 30; i++) {
      const email = `lehrkraft${i}@grundschule.test`;
      await createAccount(t.deps.auth, { email, password: PASSWORD, role: 'user' });
      const client = new TestClient(t, SCHOOL_NAT);
      // They arrive over the morning (sign-in itself stays limited to 3 per 10 s per address).
      advance(10_000);
      expect((await client.signIn(email, PASSWORD)).status).toBe(200);
      teachers.push(client);
    }
    await createAccount(t.deps.auth, { email: 'neu@grundschule.test', password: PASSWORD, role: 'user' });

    let sessionChecks = 0;
    for (let second = 0; second < 600; second++) {
      advance(1000);
      // Four tabs come back into focus each second, and one of them opens a list.
      for (let k = 0; k < 4; k++) {
        const teacher = teachers[(second * 4 + k) % teachers.length] as TestClient;
        const res = await teacher.request('/api/auth/get-session');
        expect(res.status).toBe(200);
        sessionChecks++;
      }
      const browsing = teachers[second % teachers.length] as TestClient;
      expect((await browsing.request(second % 2 ? '/api/favorites' : '/api/site')).status).toBe(200);
    }
    expect(sessionChecks).toBeGreaterThanOrEqual(2000);

    const newcomer = new TestClient(t, SCHOOL_NAT);
    expect((await newcomer.signIn('neu@grundschule.test', PASSWORD)).status).toBe(200);
    // The client checks the new session at once; this is where „(429)“ appeared.
    const check = await newcomer.request('/api/auth/get-session');
    expect(check.status).toBe(200);
    expect(((await check.json()) as { user: { email: string } }).user.email).toBe('neu@grundschule.test');
  }, 240_000);

  it('still limits sign-in from that address, and says when to try again', async () => {
    advance(60_000);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await new TestClient(t, SCHOOL_NAT).signIn(`rate${i}@grundschule.test`, 'raten-raten');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(last?.headers.get('x-retry-after'))).toBeGreaterThan(0);
  });
});
