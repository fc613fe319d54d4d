import { z } from './zod';
import { CATEGORY_OPTIONS, LOUDNESS, PLACES } from '../domain/content-vocabulary';

export { CATEGORY_OPTIONS, LOUDNESS, PLACES } from '../domain/content-vocabulary';

/** Links a card may carry: our own uploads or an https address. */
const linkSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v.startsWith('/api/files/') || /^https:\/\/[^\s]+$/.test(v), {
    message: 'Nur eigene Uploads (/api/files/…) oder https-Adressen sind erlaubt.',
  });

export const contentSectionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  content: z.string().max(50_000, 'Ein Abschnitt darf höchstens 50.000 Zeichen haben.'),
});

/** Our addition: structured tags for search and quick filters (all optional). */
export const contentTagsSchema = z
  .object({
    grades: z.array(z.number().int().min(1).max(4)).max(4).default([]),
    durationMinutes: z.number().int().min(1).max(240).nullable().default(null),
    places: z.array(z.enum(PLACES)).max(PLACES.length).default([]),
    materials: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
    groupSize: z
      .object({ min: z.number().int().min(1).max(200), max: z.number().int().min(1).max(200) })
      .refine((g) => g.min <= g.max, { message: 'Die kleinste Gruppengröße darf nicht über der größten liegen.' })
      .nullable()
      .default(null),
    loudness: z.enum(LOUDNESS).nullable().default(null),
  })
  .strict();

export const contentInputSchema = z
  .object({
    clickableHeader: z.string().trim().min(1, 'Der Name ist ein Pflichtfeld.').max(200),
    contentHeader: z.string().trim().max(300).nullable().default(null),
    category: z.enum(CATEGORY_OPTIONS).nullable().default(null),
    sections: z.array(contentSectionSchema).min(1, 'Mindestens ein Abschnitt ist nötig.').max(30),
    isNew: z.boolean().default(false),
    pdfLink: linkSchema.nullable().default(null),
    tags: contentTagsSchema.nullable().default(null),
  })
  .strict();

export const contentItemSchema = contentInputSchema.extend({
  id: z.string(),
  collection: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ContentInput = z.input<typeof contentInputSchema>;
export type ContentItem = z.infer<typeof contentItemSchema>;
export type ContentTags = z.infer<typeof contentTagsSchema>;
