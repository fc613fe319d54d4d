import pino from 'pino';
import type { LogLevel } from './config/env';
import { currentRequestId } from './http/request-id';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout (or `destination`, for tests that read the lines). Each line written
 * while a request runs carries its `reqId`, whoever writes it: handlers, better-auth, the
 * request log. A mixin rather than a child logger per request, because better-auth and the
 * mailer hold the one logger they were built with.
 */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { app: 'sportkiste' },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId === undefined ? {} : { reqId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
