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
