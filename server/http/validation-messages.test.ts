import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { applyGermanValidationMessages } from './validation-messages';

applyGermanValidationMessages();
const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('German validation details', () => {
  it('says plainly what is missing, too short, too long or of the wrong kind', () => {
    expect(messages(z.object({ name: z.string() }), {})).toEqual(['Dieses Feld fehlt.']);
    expect(messages(z.string().min(3), 'ab')).toEqual(['Mindestens 3 Zeichen.']);
    expect(messages(z.string().max(1), 'ab')).toEqual(['Höchstens 1 Zeichen.']);
    expect(messages(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['Höchstens 2 Einträge.']);
    expect(messages(z.number().int().min(1), 0)).toEqual(['Muss mindestens 1 sein.']);
    expect(messages(z.number().lt(10), 10)).toEqual(['Muss kleiner als 10 sein.']);
    expect(messages(z.boolean(), 'ja')).toEqual(['Muss true oder false sein.']);
    expect(messages(z.strictObject({}), { rolle: 'admin' })).toEqual(['Unbekanntes Feld: rolle.']);
  });

  it("falls back to zod's German locale, never to English", () => {
    expect(messages(z.email(), 'keine-adresse')).toEqual(['Ungültig: E-Mail-Adresse']);
    expect(messages(z.enum(['a', 'b']), 'c')?.[0]).toMatch(/^Ungültige Option/);
  });

  it('keeps the messages a schema gives itself', () => {
    expect(messages(z.string().min(1, 'Bitte einen Namen eingeben.'), '')).toEqual(['Bitte einen Namen eingeben.']);
  });
});
