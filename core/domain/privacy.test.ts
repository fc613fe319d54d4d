import { describe, expect, it } from 'vitest';
import { initials } from './privacy';

describe('initials', () => {
  it('keeps only the first letter of each name part, umlauts included', () => {
    expect(initials('Mia Schulz')).toBe('M. S.');
    expect(initials('  Anna-Lena   Groß ')).toBe('A. G.');
    expect(initials('ülkü')).toBe('Ü.');
    expect(initials('Jonas (2)')).toBe('J.');
    expect(initials('   ')).toBe('–');
  });
});
