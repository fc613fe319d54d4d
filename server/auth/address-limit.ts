import type { Db } from '../db/database';
import { countAttempt } from './auth.queries';

export interface AddressRule {
  max: number;
  windowMs: number;
}

/** Per e-mail address, on top of better-auth's per-IP limits. */
export const ADDRESS_RULES: Record<string, AddressRule> = {
  '/sign-in/email': { max: 10, windowMs: 15 * 60_000 },
  '/sign-up/email': { max: 5, windowMs: 60 * 60_000 },
  '/request-password-reset': { max: 3, windowMs: 60 * 60_000 },
  '/send-verification-email': { max: 3, windowMs: 60 * 60_000 },
};

/** The keys under which one address's attempts are counted (they carry the address itself). */
export function addressLimitKeys(email: string): string[] {
  const address = email.trim().toLowerCase();
  return Object.keys(ADDRESS_RULES).map((action) => `${action}:${address}`);
}

export interface Attempt {
  allowed: boolean;
  /** Seconds until this key's window ends (what a refused client is told to wait). */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt for `key` and says whether it is still within the rule. One upsert, so
 * concurrent requests on several instances count correctly; an expired window starts over.
 */
export async function allowAttempt(db: Db, key: string, rule: AddressRule, now = Date.now()): Promise<Attempt> {
  const row = await countAttempt(db, key, now, now - rule.windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_start) + rule.windowMs - now) / 1000));
  return { allowed: row.count <= rule.max, retryAfterSeconds };
}
