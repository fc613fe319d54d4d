import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxJsonBytes } from './json-size';

const size = (schema: z.ZodType) => maxJsonBytes(z.toJSONSchema(schema, { io: 'input' }) as never);

describe('maxJsonBytes', () => {
  it('is the largest JSON text a valid value can be', () => {
    const schema = z.object({
      name: z.string().max(3),
      tags: z.array(z.enum(['Halle', 'Draußen'])).max(2),
      n: z.int().min(-5).max(100).nullable(),
    });
    const largest = JSON.stringify({ name: '€€€', tags: ['Draußen', 'Draußen'], n: 100 });
    expect(size(schema)).toBeGreaterThanOrEqual(Buffer.byteLength(largest));
    expect(size(schema)).toBeLessThan(Buffer.byteLength(largest) + 8);
  });

  it('refuses to guess for text or lists without a maximum', () => {
    expect(() => size(z.object({ note: z.string() }))).toThrow('body.note: text without a maximum length');
    expect(() => size(z.object({ list: z.array(z.int().min(0).max(9)) }))).toThrow('body.list: list without a maximum length');
  });
});
