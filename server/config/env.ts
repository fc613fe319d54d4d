import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is validated once at start-up and every bad
 * one is listed, so an operator fixes them all in one go instead of one per restart.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .int('muss eine ganze Zahl sein')
      .min(1, 'muss zwischen 1 und 65535 liegen')
      .max(65535, 'muss zwischen 1 und 65535 liegen')
      .default(3000),
    HOST: z.string().trim().min(1, 'darf nicht leer sein').default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1, 'darf nicht leer sein').default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || /^postgres(ql)?:\/\//.test(value), {
        message: 'muss leer sein (SQLite in DATA_DIR) oder mit postgres:// beginnen',
      }),
    PUBLIC_URL: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || URL.canParse(value), {
        message: 'muss eine vollständige Adresse sein, z. B. https://sport.example.de',
      })
      .refine((value) => value === '' || /^https?:$/.test(new URL(value).protocol), {
        message: 'muss mit http:// oder https:// beginnen',
      }),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `muss einer von ${LOG_LEVELS.join(', ')} sein` }).default('info'),
    OPERATOR_NAME: optionalText,
    OPERATOR_ADDRESS: optionalText,
    OPERATOR_EMAIL: optionalText.pipe(z.email('muss eine E-Mail-Adresse sein').optional()),
    OPERATOR_PHONE: optionalText,
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional()),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'muss mit smtp:// oder smtps:// beginnen, z. B. smtps://user:pass@mail.example.de:465')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    EMAIL_VERIFICATION: z.enum(['on', 'off', ''], { error: 'muss on oder off sein' }).default(''),
    SIGNUP_MODE: z.enum(['open', 'closed'], { error: 'muss open oder closed sein' }).default('open'),
    TRUSTED_PROXIES: z
      .string()
      .trim()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((ip) => ip.trim())
          .filter(Boolean),
      )
      .refine((ips) => ips.every((ip) => isIP(ip) !== 0), {
        message: 'muss eine durch Kommas getrennte Liste von IP-Adressen sein',
      }),
    RATE_LIMIT: z.enum(['on', 'off'], { error: 'muss on oder off sein' }).default('on'),
    ADMIN_2FA: z.enum(['optional', 'required'], { error: 'muss optional oder required sein' }).default('optional'),
    UPLOAD_MAX_IMAGE_MB: z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .positive('muss größer als 0 sein')
      .max(100, 'höchstens 100')
      .default(10),
    UPLOAD_MAX_PDF_MB: z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .positive('muss größer als 0 sein')
      .max(200, 'höchstens 200')
      .default(25),
    STORAGE_DRIVER: z.enum(['fs', 's3'], { error: 'muss fs oder s3 sein' }).default('fs'),
    S3_ENDPOINT: optionalText.pipe(z.url('muss eine Adresse sein, z. B. https://s3.example.de').optional()),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // Sent by Prometheus as a bearer token; short ones could be guessed by trying.
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(24, 'muss mindestens 24 Zeichen lang sein')
        .regex(/^[\x21-\x7e]+$/, 'darf nur sichtbare ASCII-Zeichen ohne Leerzeichen enthalten (es steht in einem HTTP-Header)')
        .optional(),
    ),
  })
  .superRefine((e, ctx) => {
    if (e.STORAGE_DRIVER !== 's3') return;
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'ist für STORAGE_DRIVER=s3 nötig' });
    }
  });

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Operator {
  name: string;
  address: string;
  email: string;
  phone?: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Origin the app is reached at; defaults to http://localhost:PORT. */
  publicUrl: URL;
  /** True when the app is served over https (then HSTS is sent). */
  isHttps: boolean;
  logLevel: LogLevel;
  /** Legal-notice details; null until the operator has set all three required variables. */
  operator: Operator | null;
  auth: {
    /** Configured secret; without one a generated secret is kept in the database. */
    secret?: string;
    /** Sign-up needs a confirmed e-mail address before the first sign-in. */
    emailVerification: boolean;
    signupMode: 'open' | 'closed';
    /** Proxies whose X-Forwarded-For is believed when they connect. */
    trustedProxies: string[];
    /** Off only for automated browser tests that sign in many times from one address. */
    rateLimit: boolean;
    /** Admins must have two-factor sign-in switched on before any admin action works. */
    adminTwoFactorRequired: boolean;
  };
  mail: {
    /** Without it, mails (with their links) are written to the log. */
    smtpUrl?: string;
    from: string;
  };
  storage:
    | { driver: 'fs'; dir: string; maxImageBytes: number; maxPdfBytes: number }
    | {
        driver: 's3';
        endpoint?: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        maxImageBytes: number;
        maxPdfBytes: number;
      };
  metrics: {
    /** Bearer token Prometheus must send for /metrics; without one, /metrics does not exist (404). */
    token?: string;
  };
}

/** Variables whose value must not reach the log, even when it is wrong. */
const SECRET_VARIABLES = new Set(['AUTH_SECRET', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY']);

/** The value as the error shows it: secrets only by length, passwords inside addresses masked. */
function shownValue(name: string, value: string): string {
  if (SECRET_VARIABLES.has(name)) return `(verborgen, ${value.length} Zeichen)`;
  return JSON.stringify(value.replace(/(\/\/[^/:@]*:)[^@/]*@/, '$1***@'));
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from an environment map (process.env in production, a literal in tests). */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${shownValue(name, env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const publicUrl = new URL(e.PUBLIC_URL || `http://localhost:${e.PORT}`);
  const operator =
    e.OPERATOR_NAME && e.OPERATOR_ADDRESS && e.OPERATOR_EMAIL
      ? {
          name: e.OPERATOR_NAME,
          // Allows a one-line .env value: "Musterstraße 1; 12345 Musterstadt".
          address: e.OPERATOR_ADDRESS.replace(/\s*(;|\\n)\s*/g, '\n'),
          email: e.OPERATOR_EMAIL,
          ...(e.OPERATOR_PHONE ? { phone: e.OPERATOR_PHONE } : {}),
        }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'sportkiste.sqlite') },
    publicUrl,
    isHttps: publicUrl.protocol === 'https:',
    logLevel: e.LOG_LEVEL,
    operator,
    auth: {
      ...(e.AUTH_SECRET ? { secret: e.AUTH_SECRET } : {}),
      // Without a mail server nobody could confirm an address, so verification is off by default.
      emailVerification: e.EMAIL_VERIFICATION ? e.EMAIL_VERIFICATION === 'on' : Boolean(e.SMTP_URL),
      signupMode: e.SIGNUP_MODE,
      trustedProxies: e.TRUSTED_PROXIES,
      rateLimit: e.RATE_LIMIT === 'on',
      adminTwoFactorRequired: e.ADMIN_2FA === 'required',
    },
    mail: {
      ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
      from: e.MAIL_FROM ?? `Sportkiste <no-reply@${publicUrl.hostname}>`,
    },
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
            bucket: e.S3_BUCKET as string,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID as string,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
            maxImageBytes: Math.round(e.UPLOAD_MAX_IMAGE_MB * 1024 * 1024),
            maxPdfBytes: Math.round(e.UPLOAD_MAX_PDF_MB * 1024 * 1024),
          }
        : {
            driver: 'fs',
            dir: path.join(dataDir, 'files'),
            maxImageBytes: Math.round(e.UPLOAD_MAX_IMAGE_MB * 1024 * 1024),
            maxPdfBytes: Math.round(e.UPLOAD_MAX_PDF_MB * 1024 * 1024),
          },
    metrics: e.METRICS_TOKEN ? { token: e.METRICS_TOKEN } : {},
  };
}

/** For process entries (server, CLI): the configuration, or every problem printed and exit 1. */
export function loadConfigOrExit(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
