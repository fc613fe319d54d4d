import { describe, expect, it } from 'vitest';
import { oneByteSource } from './one-byte-source.mjs';

describe('oneByteSource', () => {
  it('escapes every character above Latin-1 and leaves the rest as written', () => {
    const code = 'if(/〇/.test(s))x="Straße — „gut“"';
    const escaped = oneByteSource(code);
    expect(escaped).toBe('if(/\\u3007/.test(s))x="Straße \\u2014 \\u201egut\\u201c"');
    expect([...escaped].every((c) => (c.codePointAt(0) as number) <= 0xff)).toBe(true);
  });

  it('means the same as the code it came from, in regular expressions with and without u and in strings', () => {
    const code = 'return [/〇/.test("a〇b"), /[😀]/u.test("😀"), /ä|—/.test("—"), "„Fangspiele“ 😀"]';
    const run = (source: string) => new Function(source)() as unknown[];
    expect(run(oneByteSource(code))).toEqual(run(code));
    expect(run(code)).toEqual([true, true, true, '„Fangspiele“ 😀']);
  });
});
