import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/create-test-app';
import type { Mail } from '../mail/mailer';
import { runUserCommand, UsageError } from './user-command';

let t: TestApp;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { SMTP_URL: 'smtp://127.0.0.1:9', EMAIL_VERIFICATION: 'on' },
    { mailer: { transport: 'smtp', send: async (mail) => void sent.push(mail) } },
  );
});
afterAll(() => t.cleanup());

const run = (...argv: string[]) => runUserCommand(argv, t.deps);

describe('npm run user', () => {
  it('creates a verified admin who can sign in at once, even with verification on', async () => {
    expect(await run('create', '--email', 'Chefin@Schule.de', '--password', 'sehr-geheim-1', '--username', 'Chefin', '--admin')).toBe(
      'Konto chefin@schule.de angelegt (Admin).',
    );
    const client = new TestClient(t);
    expect((await client.signIn('chefin@schule.de', 'sehr-geheim-1')).status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ role: 'admin', username: 'chefin' });
    // The operator vouches for the address: no confirmation mail.
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
  });

  it('promotes and demotes; the change applies to the running session at once', async () => {
    await run('create', '--email', 'lehrer@schule.de', '--password', 'sehr-geheim-2');
    const client = new TestClient(t);
    await client.signIn('lehrer@schule.de', 'sehr-geheim-2');
    expect((await client.session())?.user.role).toBe('user');
    await run('promote', 'lehrer@schule.de');
    expect((await client.session())?.user.role).toBe('admin');
    await run('demote', 'lehrer@schule.de');
    expect((await client.session())?.user.role).toBe('user');
  });

  it('deletes an account and its sessions', async () => {
    await run('create', '--email', 'geht@schule.de', '--password', 'sehr-geheim-3');
    const client = new TestClient(t);
    await client.signIn('geht@schule.de', 'sehr-geheim-3');
    expect(await run('delete', 'geht@schule.de')).toBe('Konto geht@schule.de gelöscht.');
    expect(await client.session()).toBeNull();
    expect((await new TestClient(t).signIn('geht@schule.de', 'sehr-geheim-3')).status).toBe(401);
  });

  it('explains every mistake in German', async () => {
    await expect(run('create', '--email', 'kaputt', '--password', 'sehr-geheim')).rejects.toThrow(UsageError);
    await expect(run('create', '--email', 'a@b.de', '--password', 'kurz')).rejects.toThrow(/weniger als 8 Zeichen/);
    await expect(run('create', '--email', 'chefin@schule.de', '--password', 'sehr-geheim-1')).rejects.toThrow(/gibt es schon/);
    await expect(run('promote', 'niemand@schule.de')).rejects.toThrow(/Kein Konto/);
    await expect(run('promote')).rejects.toThrow(/fehlt die E-Mail-Adresse/);
    await expect(run('zaubern')).rejects.toThrow(/Unbekannter Befehl/);
  });
});
