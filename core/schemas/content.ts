import { z } from './zod';
import { CATEGORY_OPTIONS, LOUDNESS, MOVEMENT_FIELDS, PLACES } from '../domain/content-vocabulary';
import { isMaterialName } from '../domain/materials';

export { CATEGORY_OPTIONS, LOUDNESS, MOVEMENT_FIELDS, PLACES } from '../domain/content-vocabulary';

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

/** Our addition: structured tags for search and quick filters (all optional), as stored. */
const storedTagsSchema = z
  .object({
    grades: z.array(z.number().int().min(1).max(4)).max(4).default([]),
    durationMinutes: z.number().int().min(1).max(240).nullable().default(null),
    places: z.array(z.enum(PLACES)).max(PLACES.length).default([]),
    // A card stored before the material vocabulary may still carry a free word (migration 0009
    // turned every known one into its name): it is read and shown as it is.
    materials: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
    groupSize: z
      .object({ min: z.number().int().min(1).max(200), max: z.number().int().min(1).max(200) })
      .refine((g) => g.min <= g.max, { message: 'Die kleinste Gruppengröße darf nicht über der größten liegen.' })
      .nullable()
      .default(null),
    loudness: z.enum(LOUDNESS).nullable().default(null),
    // The Bewegungsfelder the card serves (issue 22); cards stored before them have none.
    fields: z.array(z.enum(MOVEMENT_FIELDS)).max(MOVEMENT_FIELDS.length).default([]),
  })
  .strict();

/**
 * Tags as written through the API: materials are names of the vocabulary only (issue 22) — a
 * synonym or a free word would split the filter's results again. The content editor turns
 * synonyms into names before it sends.
 */
export const contentTagsSchema = storedTagsSchema.extend({
  materials: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(60)
        .refine(isMaterialName, {
          error: (issue) => `„${String(issue.input)}“ steht nicht in der Materialliste (core/domain/materials.ts).`,
        }),
    )
    .max(30)
    .default([]),
});

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
  tags: storedTagsSchema.nullable().default(null),
  id: z.string(),
  collection: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ContentInput = z.input<typeof contentInputSchema>;
export type ContentItem = z.infer<typeof contentItemSchema>;
export type ContentTags = z.infer<typeof contentTagsSchema>;
