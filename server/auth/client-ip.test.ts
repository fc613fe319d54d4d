import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('uses the socket peer and ignores X-Forwarded-For from anyone else', () => {
    expect(clientIp('203.0.113.7', undefined, [])).toBe('203.0.113.7');
    expect(clientIp('203.0.113.7', '1.2.3.4', [])).toBe('203.0.113.7');
    expect(clientIp('203.0.113.7', '1.2.3.4', ['127.0.0.1'])).toBe('203.0.113.7');
  });

  it('believes a trusted proxy and takes the right-most address that is not a proxy', () => {
    expect(clientIp('127.0.0.1', '198.51.100.9', ['127.0.0.1'])).toBe('198.51.100.9');
    // A client sending its own header only prepends; the proxy appends the real address.
    expect(clientIp('127.0.0.1', '6.6.6.6, 198.51.100.9', ['127.0.0.1'])).toBe('198.51.100.9');
    expect(clientIp('10.0.0.2', '198.51.100.9, 10.0.0.1', ['10.0.0.1', '10.0.0.2'])).toBe('198.51.100.9');
  });

  it('treats IPv4-mapped IPv6 peers as IPv4', () => {
    expect(clientIp('::ffff:127.0.0.1', '198.51.100.9', ['127.0.0.1'])).toBe('198.51.100.9');
    expect(clientIp('::ffff:192.0.2.1', undefined, [])).toBe('192.0.2.1');
  });

  it('ignores garbage in the header', () => {
    expect(clientIp('127.0.0.1', 'nonsense, <script>', ['127.0.0.1'])).toBe('127.0.0.1');
  });
});
