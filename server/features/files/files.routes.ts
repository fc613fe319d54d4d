import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { apiErrorSchema } from '../../http/api-error';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });

export const uploadResultSchema = z.object({
  url: z.string().openapi({ example: '/api/files/3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b.pdf' }),
  kind: z.enum(['image', 'pdf']),
  size: z.number(),
  /** False when the same file was uploaded before (same link, stored once). */
  created: z.boolean(),
});

export const uploadRoute = defineRoute({
  method: 'post',
  path: '/files',
  tags: ['Dateien'],
  summary: 'Upload an image (JPEG, PNG, GIF, WebP) or a PDF as the raw request body; checked by its bytes, stored once per content.',
  'x-access': 'admin',
  request: { body: { required: true, content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } } },
  responses: {
    200: json(uploadResultSchema, 'Stored (or already there).'),
    400: json(apiErrorSchema, 'Empty, or not an image or PDF.'),
    401: json(apiErrorSchema, 'Not signed in.'),
    403: json(apiErrorSchema, 'Not an admin.'),
    413: json(apiErrorSchema, 'Too large.'),
    422: json(apiErrorSchema, 'An image of more than 40 megapixels.'),
  },
});

export const getFileRoute = defineRoute({
  method: 'get',
  path: '/files/{name}',
  tags: ['Dateien'],
  summary:
    'An uploaded file; only for signed-in users, cached for a year (the name is its content hash). With `w` a JPEG, PNG or WebP picture comes as a WebP at most that wide (never enlarged); GIFs and PDFs come as they are.',
  'x-access': 'user',
  request: {
    params: z.object({ name: z.string().max(80) }),
    query: z.object({ w: z.string().max(5).optional().openapi({ description: 'Width in pixels: 480, 960 or 1600.', example: '960' }) }),
  },
  responses: {
    200: { description: 'The file.', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
    400: json(apiErrorSchema, 'A width other than 480, 960 or 1600.'),
    401: json(apiErrorSchema, 'Not signed in.'),
    404: json(apiErrorSchema, 'No such file.'),
  },
});
