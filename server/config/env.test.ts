import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('/srv/app/data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('/srv/app/data/sportkiste.sqlite') });
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.isHttps).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.operator).toBeNull();
  });

  it('chooses PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
  });

  it('detects https from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sport.example.de' }).isHttps).toBe(true);
  });

  it('lists every bad variable at once with a German reason', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'ftp://x', LOG_LEVEL: 'loud' });
      } catch (e) {
        return e;
      }
      throw new Error('expected loadConfig to throw');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT="abc": muss eine Zahl sein/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x"/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL="ftp:\/\/x": muss mit http/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL="loud"/);
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": muss zwischen 1 und 65535 liegen/);
  });

  it('builds the operator only when name, address and e-mail are all set', () => {
    expect(loadConfig({ OPERATOR_NAME: 'Grundschule Am Park' }).operator).toBeNull();
    const config = loadConfig({
      OPERATOR_NAME: 'Grundschule Am Park',
      OPERATOR_ADDRESS: 'Parkweg 3; 12345 Musterstadt',
      OPERATOR_EMAIL: 'sport@gs-am-park.de',
    });
    expect(config.operator).toEqual({
      name: 'Grundschule Am Park',
      address: 'Parkweg 3\n12345 Musterstadt',
      email: 'sport@gs-am-park.de',
    });
  });

  it('rejects an invalid operator e-mail', () => {
    expect(() => loadConfig({ OPERATOR_EMAIL: 'kein-at' })).toThrow(/OPERATOR_EMAIL="kein-at": muss eine E-Mail-Adresse sein/);
  });
});

describe('loadConfig: accounts and mail', () => {
  it('turns e-mail verification on exactly when a mail server is configured, unless overridden', () => {
    expect(loadConfig({}).auth.emailVerification).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).auth.emailVerification).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', EMAIL_VERIFICATION: 'off' }).auth.emailVerification).toBe(false);
    expect(loadConfig({ EMAIL_VERIFICATION: 'on' }).auth.emailVerification).toBe(true);
  });

  it('reads trusted proxies and rejects anything that is not an IP address', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '127.0.0.1, ::1' }).auth.trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUSTED_PROXIES: '127.0.0.1, proxy.local' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('rejects a short secret, a bad SMTP URL and unknown modes', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'kurz' })).toThrow(/AUTH_SECRET=\(verborgen, 4 Zeichen\): muss mindestens 32 Zeichen/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.de' })).toThrow(/SMTP_URL/);
    // A wrong address still must not print the password inside it.
    expect(() => loadConfig({ DATABASE_URL: 'mysql://sport:geheim@db/sport' })).toThrow(/DATABASE_URL="mysql:\/\/sport:\*\*\*@db\/sport"/);
    expect(() => loadConfig({ SIGNUP_MODE: 'invite' })).toThrow(/SIGNUP_MODE="invite": muss open oder closed sein/);
  });

  it('keeps two-factor sign-in optional for admins unless ADMIN_2FA=required', () => {
    expect(loadConfig({}).auth.adminTwoFactorRequired).toBe(false);
    expect(loadConfig({ ADMIN_2FA: 'optional' }).auth.adminTwoFactorRequired).toBe(false);
    expect(loadConfig({ ADMIN_2FA: 'required' }).auth.adminTwoFactorRequired).toBe(true);
    expect(() => loadConfig({ ADMIN_2FA: 'ja' })).toThrow(/ADMIN_2FA="ja": muss optional oder required sein/);
  });

  it('derives the sender from the public address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sport.example.de' }).mail.from).toBe('Sportkiste <no-reply@sport.example.de>');
  });
});

describe('loadConfig: metrics', () => {
  it('leaves /metrics off without METRICS_TOKEN (empty counts as unset)', () => {
    expect(loadConfig({}).metrics).toEqual({});
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metrics).toEqual({});
  });

  it('takes a token of at least 24 visible characters', () => {
    const token = 'aB3-dE6_gH9.jK2~mN5+pQ8/';
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ token });
  });

  it('lists a short token or one that cannot travel in a header among the other problems', () => {
    const problems = (() => {
      try {
        loadConfig({ METRICS_TOKEN: 'kurz', PORT: 'abc' });
      } catch (e) {
        return (e as ConfigError).problems;
      }
      throw new Error('expected loadConfig to throw');
    })();
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/METRICS_TOKEN=\(verborgen, 4 Zeichen\): muss mindestens 24 Zeichen lang sein/);
    expect(problems.join('\n')).not.toContain('kurz');
    expect(() => loadConfig({ METRICS_TOKEN: 'ein token mit leerzeichen darin' })).toThrow(
      /METRICS_TOKEN=.*sichtbare ASCII-Zeichen ohne Leerzeichen/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'ä'.repeat(30) })).toThrow(/METRICS_TOKEN=.*sichtbare ASCII-Zeichen/);
  });
});
