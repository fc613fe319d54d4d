import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { cardNoteInputSchema, cardNoteSchema } from '@core/schemas/lesson-plan';
import { apiErrorSchema } from '../../http/api-error';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const unauthenticated = { 401: json(apiErrorSchema, 'User not authenticated') };
const noteParams = z.object({ id: z.string().min(1).max(64) });

export const listNotesRoute = defineRoute({
  method: 'get',
  path: '/notes',
  tags: ['Notizen'],
  summary: 'The signed-in user’s own notes on library cards (never anyone else’s), last changed first.',
  'x-access': 'user',
  responses: { 200: json(z.object({ notes: z.array(cardNoteSchema) }), 'Notes, last changed first.'), ...unauthenticated },
});

export const saveNoteRoute = defineRoute({
  method: 'put',
  path: '/notes/{id}',
  tags: ['Notizen'],
  summary: 'Write a note on a card (creates it when the id is new): per note the later action by the teacher’s clock wins.',
  description:
    'The device names the note (its id) and when the teacher wrote it (`at`; times after the server’s count as now), so a ' +
    'note written offline can be sent later. An edit older than the note’s last edit changes nothing (the answer is the ' +
    'note as it is); one older than its removal answers 409 REMOVED_LATER.',
  'x-access': 'user',
  request: {
    params: noteParams,
    body: { required: true, content: { 'application/json': { schema: cardNoteInputSchema } } },
  },
  responses: {
    200: json(cardNoteSchema, 'The note as it is now.'),
    400: json(apiErrorSchema, 'Invalid input, or the note belongs to another card.'),
    404: json(apiErrorSchema, 'No such card, or the id is another user’s note.'),
    409: json(apiErrorSchema, 'NOTE_LIMIT: the account has the most notes allowed; REMOVED_LATER: removed later on another device.'),
    ...unauthenticated,
  },
});

export const removeNoteRoute = defineRoute({
  method: 'delete',
  path: '/notes/{id}',
  tags: ['Notizen'],
  summary: 'Remove one of the own notes, at the time the teacher did (`at`, default now); a later edit wins. Idempotent.',
  'x-access': 'user',
  request: {
    params: noteParams,
    query: z.object({
      at: z.iso.datetime({ offset: true }).optional().openapi({ description: 'When the teacher removed it (ISO 8601).' }),
    }),
  },
  responses: {
    204: { description: 'Removed (or not there, or a later edit keeps it).' },
    400: json(apiErrorSchema, 'Invalid time.'),
    404: json(apiErrorSchema, 'Another user’s note.'),
    ...unauthenticated,
  },
});
