import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { apiErrorSchema } from '../../http/api-error';

const dateText = z.string().openapi({ description: 'ISO 8601' });

/** Everything the server holds about one account (Art. 15 and 20 DSGVO). */
export const myDataSchema = z.object({
  format: z.literal('sportkiste-meine-daten'),
  version: z.literal(1),
  exportedAt: dateText,
  server: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    username: z.string().nullable(),
    displayUsername: z.string().nullable(),
    role: z.string(),
    banned: z.boolean(),
    twoFactorEnabled: z.boolean(),
    createdAt: dateText,
    updatedAt: dateText,
  }),
  signInMethods: z.array(z.object({ providerId: z.string(), passwordHashStored: z.boolean(), createdAt: dateText, updatedAt: dateText })),
  sessions: z.array(
    z.object({
      createdAt: dateText,
      updatedAt: dateText,
      expiresAt: dateText,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  favorites: z.array(z.object({ collection: z.string(), itemKey: z.string(), title: z.string().nullable(), createdAt: dateText })),
  /** Favourites the teacher removed: kept as a record so an older change from an offline device does not bring them back. */
  removedFavorites: z.array(z.object({ collection: z.string(), itemKey: z.string(), title: z.string().nullable(), removedAt: dateText })),
  /** Lesson plans (issue 24) as a teacher reads them: the head, then each phase with its parts in order. */
  lessonPlans: z.array(
    z.object({
      title: z.string(),
      date: z.string().nullable(),
      className: z.string(),
      lengthMinutes: z.number(),
      classSize: z.number().nullable(),
      /** Colleagues with the link can read it. */
      shared: z.boolean(),
      createdAt: dateText,
      updatedAt: dateText,
      phases: z.array(
        z.object({
          name: z.string(),
          items: z.array(
            z.object({
              kind: z.enum(['card', 'text']),
              title: z.string(),
              minutes: z.number(),
              text: z.string(),
              cardId: z.string().nullable(),
              /** The card was deleted from the library; the plan keeps its last copy. */
              cardGone: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  ),
  cardNotes: z.array(
    z.object({ cardId: z.string(), cardTitle: z.string().nullable(), text: z.string(), createdAt: dateText, updatedAt: dateText }),
  ),
  /** Notes the teacher removed: kept (without their text) so an older edit from an offline device does not bring them back. */
  removedCardNotes: z.array(z.object({ cardId: z.string(), cardTitle: z.string().nullable(), removedAt: dateText })),
  profilePicture: z.object({ contentType: z.literal('image/jpeg'), updatedAt: dateText, base64: z.string() }).nullable(),
  signInAttemptCounters: z.array(z.object({ action: z.string(), count: z.number(), windowStart: dateText })),
  notIncluded: z.array(z.string()),
});

export type MyData = z.infer<typeof myDataSchema>;

export const myDataRoute = defineRoute({
  method: 'get',
  path: '/profile/my-data',
  tags: ['Profil'],
  summary: 'Download everything the server holds about the signed-in user, as a JSON file.',
  'x-access': 'user',
  responses: {
    200: {
      description: 'The data, sent as an attachment (sportkiste-meine-daten-YYYY-MM-DD.json).',
      content: { 'application/json': { schema: myDataSchema } },
    },
    401: { description: 'Not signed in.', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});
