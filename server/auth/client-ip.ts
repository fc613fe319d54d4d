import { isIP } from 'node:net';

/**
 * The address a request really comes from. The socket's peer is the truth; X-Forwarded-For
 * is believed only when that peer is one of our own proxies, and then read from the right,
 * skipping our proxies, so a client cannot choose its own address (and escape rate limits)
 * by sending the header itself.
 */
export function clientIp(remoteAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: string[]): string {
  const peer = normalize(remoteAddress ?? '');
  if (!peer) return 'unknown';
  if (!forwardedFor || !trustedProxies.includes(peer)) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => normalize(hop.trim()))
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

/** "::ffff:127.0.0.1" (IPv4 on an IPv6 socket) is the same client as "127.0.0.1". */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
