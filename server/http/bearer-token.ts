import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** True when the Authorization header is `Bearer <expected>`. */
export function bearerTokenMatches(authorization: string | undefined, expected: string): boolean {
  const presented = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  if (presented === undefined) return false;
  // Comparing hashes gives equal lengths, so neither a length check nor the time the
  // comparison takes tells an attacker how close a guess came.
  return timingSafeEqual(sha256(presented), sha256(expected));
}
