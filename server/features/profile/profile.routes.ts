import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { apiErrorSchema } from '../../http/api-error';

const errors = {
  401: { description: 'Not signed in.', content: { 'application/json': { schema: apiErrorSchema } } },
};

export const putPictureRoute = defineRoute({
  method: 'put',
  path: '/profile/picture',
  tags: ['Profil'],
  summary: 'Replace the own profile picture (JPEG, at most 300 × 300 px, under 100 KB).',
  'x-access': 'user',
  request: {
    body: { required: true, content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } } },
  },
  responses: {
    200: {
      description: 'Saved; `image` is the address to show it from.',
      content: { 'application/json': { schema: z.object({ image: z.string() }) } },
    },
    400: { description: 'Not a JPEG, or larger than 300 px.', content: { 'application/json': { schema: apiErrorSchema } } },
    413: { description: '100 KB or more.', content: { 'application/json': { schema: apiErrorSchema } } },
    415: { description: 'Not sent as image/jpeg.', content: { 'application/json': { schema: apiErrorSchema } } },
    ...errors,
  },
});

export const deletePictureRoute = defineRoute({
  method: 'delete',
  path: '/profile/picture',
  tags: ['Profil'],
  summary: 'Remove the own profile picture.',
  'x-access': 'user',
  responses: { 204: { description: 'Removed (or there was none).' }, ...errors },
});

export const getPictureRoute = defineRoute({
  method: 'get',
  path: '/users/{id}/picture',
  tags: ['Profil'],
  summary: 'A user’s profile picture; files are only served to signed-in users.',
  'x-access': 'user',
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: { description: 'The JPEG.', content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } } },
    404: { description: 'No picture.', content: { 'application/json': { schema: apiErrorSchema } } },
    ...errors,
  },
});
