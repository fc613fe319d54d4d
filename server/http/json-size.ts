/**
 * The largest JSON text a valid request can be, computed from its schema's bounds, so a body
 * limit follows the schema instead of a guess. Works on the JSON Schema zod produces
 * (`z.toJSONSchema(…, { io: 'input' })`); an unbounded string or array has no largest size
 * and throws, so a new field without `.max()` is noticed at start-up, not in production.
 */

/**
 * Bytes per character a client sends: zod counts UTF-16 code units, and JSON.stringify writes
 * each as at most 3 bytes of UTF-8 (umlauts 2, €/… 3, an emoji's two units 4). Only control
 * characters become 6-byte `\u00XX` escapes, and no card text has a reason to hold them.
 */
export const MAX_BYTES_PER_CHAR = 3;

interface JsonSchema {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

const utf8 = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

export function maxJsonBytes(schema: JsonSchema, where = 'body'): number {
  if (schema.anyOf) return Math.max(...schema.anyOf.map((option) => maxJsonBytes(option, where)));
  if (schema.enum) return Math.max(...schema.enum.map(utf8));
  switch (schema.type) {
    case 'string':
      if (schema.maxLength === undefined) throw new Error(`${where}: text without a maximum length`);
      return 2 + schema.maxLength * MAX_BYTES_PER_CHAR;
    case 'integer':
    case 'number':
      if (schema.minimum === undefined || schema.maximum === undefined) return 24; // any double, e.g. -1.2345678901234567e+308
      return Math.max(String(schema.minimum).length, String(schema.maximum).length);
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array': {
      if (schema.maxItems === undefined || !schema.items) throw new Error(`${where}: list without a maximum length`);
      // Brackets, and a comma between items.
      return 2 + schema.maxItems * (maxJsonBytes(schema.items, `${where}[]`) + 1);
    }
    case 'object': {
      const fields = Object.entries(schema.properties ?? {});
      // Braces; per field its quoted name, a colon, the value and a comma.
      return 2 + fields.reduce((sum, [name, value]) => sum + utf8(name) + 2 + maxJsonBytes(value, `${where}.${name}`), 0);
    }
    default:
      throw new Error(`${where}: no size bound for JSON Schema type ${String(schema.type)}`);
  }
}
