import pino from 'pino';
import type { LogLevel } from './config/env';

export type Logger = pino.Logger;

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { app: 'sportkiste' } });
}
