import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Config } from '../config/env';
import type { Db, DialectName } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { deleteAccountTraces } from './account-traces';
import { ADDRESS_RULES, allowAttempt } from './address-limit';
import { endOtherSessions } from './auth.queries';
import { authSchemaOptions } from './auth-options';

export const TOO_MANY_REQUESTS_MESSAGE = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

/** Set-up confirmations in flight (request context → user), read again by the after hook. */
const twoFactorSetUps = new WeakMap<object, string>();

/**
 * better-auth logs a refused callbackURL, redirectTo or origin as an error, but the request was
 * a client's mistake or a probe, answered 403: an operator's error alerts would fire on every
 * scanner. A warning still shows them in the log.
 */
const REFUSED_ADDRESS = /^Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b/;

export function authLogLevel<L extends 'debug' | 'info' | 'warn' | 'error'>(level: L, message: string): L | 'warn' {
  return level === 'error' && REFUSED_ADDRESS.test(message) ? 'warn' : level;
}

export interface AuthDeps {
  config: Config;
  db: Db;
  dialect: DialectName;
  logger: Logger;
  mailer: Mailer;
  secret: string;
}

/** Origins allowed to send cookie-carrying POSTs (better-auth's cross-site check). */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl.origin]);
  if (config.publicUrl.hostname === 'localhost') {
    // A newcomer may open 127.0.0.1 instead of localhost; both are this machine.
    origins.add(`http://127.0.0.1:${config.publicUrl.port || config.port}`);
  }
  return [...origins];
}

export function createAuth({ config, db, dialect, logger, mailer, secret }: AuthDeps) {
  const sendInBackground = (what: string, send: Promise<void>) => {
    // Not awaited: answering at once keeps the response time the same whether or not an
    // address has an account, and a slow mail server does not hold up the request.
    send.catch((err: unknown) => logger.error({ err }, `could not send ${what} mail`));
  };

  return betterAuth({
    ...authSchemaOptions(db, dialect),
    appName: 'Sportkiste',
    baseURL: config.publicUrl.origin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: config.auth.emailVerification,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        sendInBackground('password reset', mailer.send(passwordResetMail(user.email, url)));
      },
    },
    emailVerification: {
      sendOnSignUp: config.auth.emailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground('verification', mailer.send(verificationMail(user.email, url)));
      },
    },
    session: {
      // Sliding expiry: a session used at least once a month never runs out; each day of use
      // moves the end date.
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: config.auth.rateLimit,
      storage: 'database',
      // better-auth's window restarts only after `window` silent seconds, and its bucket is
      // per address and path: on a path every open tab calls, a school behind one NAT address
      // never has a silent minute, so "100 a minute" becomes "100 in total" for everyone there.
      window: 60,
      max: 100,
      customRules: {
        // Not attack surfaces: reading one's own session (every tab, on focus and reconnect)
        // and ending it reveal and guess nothing. Limiting them locked whole schools out.
        '/get-session': false,
        '/sign-out': false,
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 10, max: 3 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
        // Code entry: 5 tries a minute per address (a 6-digit code is guessed by volume). On
        // top, the plugin allows 5 wrong codes per sign-in and locks an account's second step
        // for 15 minutes after 10 wrong codes in a row.
        '/two-factor/verify-totp': { window: 60, max: 5 },
        '/two-factor/verify-backup-code': { window: 60, max: 5 },
      },
    },
    advanced: {
      // Set by our Hono mount from the socket (or a trusted proxy), never by the client.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      // better-auth skips its origin and callbackURL checks when NODE_ENV=test; our tests
      // run with them on, as production does.
      disableOriginCheck: false,
      useSecureCookies: config.isHttps,
      cookiePrefix: 'sportkiste',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: { delete: { after: (user) => deleteAccountTraces(db, user) } },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/two-factor/verify-totp') {
          const session = await getSessionFromCtx(ctx);
          if (session && !session.user.twoFactorEnabled) twoFactorSetUps.set(ctx.context, session.user.id);
        }
        if (ctx.path === '/sign-up/email' && config.auth.signupMode === 'closed') {
          throw new APIError('FORBIDDEN', { code: 'SIGNUP_CLOSED', message: 'Die Registrierung ist zurzeit geschlossen.' });
        }
        // better-auth skips the password check while a session is "fresh"; we never do.
        if (ctx.path === '/delete-user') {
          const password: unknown = ctx.body?.password;
          if (typeof password !== 'string' || password.length === 0) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_REQUIRED',
              message: 'Zum Löschen des Kontos ist das Passwort nötig.',
            });
          }
        }
        const rule = ADDRESS_RULES[ctx.path];
        const email: unknown = ctx.body?.email;
        if (rule && config.auth.rateLimit && typeof email === 'string' && email.trim()) {
          const attempt = await allowAttempt(db, `${ctx.path}:${email.trim().toLowerCase()}`, rule);
          if (!attempt.allowed) {
            // Retry-After lets the sign-in screen say when to try again (better-auth's own
            // per-address 429 sends X-Retry-After for the same reason).
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_REQUESTS_MESSAGE },
              { 'Retry-After': String(attempt.retryAfterSeconds) },
            );
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A first correct code has just switched two-factor sign-in on. Sessions on other
        // devices began without a second factor: they end, so every session of a user with
        // two-factor sign-in counts as confirmed by it (what ADMIN_2FA=required relies on).
        const userId = twoFactorSetUps.get(ctx.context);
        const kept = ctx.context.newSession;
        if (ctx.path !== '/two-factor/verify-totp' || !userId || kept?.user.id !== userId) return;
        await endOtherSessions(db, userId, kept.session.token);
      }),
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        logger[authLogLevel(level, message)]({ args }, `auth: ${message}`);
      },
    },
    // Without a handler, better-auth prints the message of every refused request to the
    // console itself — plain text, not JSON, no request id. A refusal is the client's
    // business (the request line has the status), so only server errors are errors here.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) logger.debug({ status: error.statusCode }, `auth: ${error.message}`);
        else logger.error({ err: error }, 'auth: request failed');
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
