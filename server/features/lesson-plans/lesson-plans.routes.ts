import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { lessonPlanSchema, planChangeSchema, planSavedSchema, planShareSchema, sharedPlanSchema } from '@core/schemas/lesson-plan';
import { apiErrorSchema } from '../../http/api-error';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const unauthenticated = { 401: json(apiErrorSchema, 'User not authenticated') };
const notHers = { 404: json(apiErrorSchema, 'No such plan, or another user’s (never told apart).') };
const planParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(64) });

export const listPlansRoute = defineRoute({
  method: 'get',
  path: '/plans',
  tags: ['Stunden'],
  summary: 'The signed-in user’s lesson plans (never anyone else’s), cards as the library has them now.',
  'x-access': 'user',
  responses: { 200: json(z.object({ plans: z.array(lessonPlanSchema) }), 'Plans, oldest first.'), ...unauthenticated },
});

export const getPlanRoute = defineRoute({
  method: 'get',
  path: '/plans/{id}',
  tags: ['Stunden'],
  summary: 'One of the own plans.',
  'x-access': 'user',
  request: { params: planParams },
  responses: { 200: json(lessonPlanSchema, 'The plan.'), ...notHers, ...unauthenticated },
});

export const savePlanRoute = defineRoute({
  method: 'put',
  path: '/plans/{id}',
  tags: ['Stunden'],
  summary: 'Save a device’s change to a plan (creates it when the id is new): merged part by part with what other devices saved.',
  description:
    'The device sends its whole plan, the revision it started from and the ids of the parts it changed (`kopf` for the head). ' +
    'Parts it did not change stay as stored. Where both changed a part since that revision, the later change (by the teacher’s ' +
    'clock; times after the server’s count as now) wins, and the other version is stored as a copy named ' +
    '„<Titel> (Fassung vom TT.MM.JJJJ, HH:MM – Konflikt)“, listed in `copies`. Card items get the library’s card as it is now; ' +
    'a deleted card keeps its last copy and is marked `cardGone`. Sending the same change again changes nothing.',
  'x-access': 'user',
  request: {
    params: planParams,
    body: { required: true, content: { 'application/json': { schema: planChangeSchema } } },
  },
  responses: {
    200: json(planSavedSchema, 'The plan as stored now, the conflicts and the copies they made.'),
    400: json(
      apiErrorSchema,
      'Invalid input, the id in the path is not the plan’s, or a card item names a card that is gone and has no copy.',
    ),
    ...notHers,
    409: json(apiErrorSchema, 'PLAN_LIMIT: the account has the most plans allowed; PLAN_BUSY: saved too often at the same moment.'),
    413: json(apiErrorSchema, 'The request is larger than PLAN_MAX_BYTES.'),
    ...unauthenticated,
  },
});

export const deletePlanRoute = defineRoute({
  method: 'delete',
  path: '/plans/{id}',
  tags: ['Stunden'],
  summary: 'Delete one of the own plans (a plan that is not there: done already, 204, so an offline queue may send it twice).',
  'x-access': 'user',
  request: { params: planParams },
  responses: { 204: { description: 'Deleted, or not there.' }, 404: json(apiErrorSchema, 'Another user’s plan.'), ...unauthenticated },
});

export const sharePlanRoute = defineRoute({
  method: 'post',
  path: '/plans/{id}/share',
  tags: ['Stunden'],
  summary: 'Share one of the own plans with colleagues of this installation: a secret link (the same one when shared already).',
  'x-access': 'user',
  request: { params: planParams },
  responses: { 200: json(planShareSchema, 'The token and the app path of the shared plan.'), ...notHers, ...unauthenticated },
});

export const unsharePlanRoute = defineRoute({
  method: 'delete',
  path: '/plans/{id}/share',
  tags: ['Stunden'],
  summary: 'Withdraw the share link of one of the own plans (the old link then answers 404).',
  'x-access': 'user',
  request: { params: planParams },
  responses: { 204: { description: 'No longer shared.' }, ...notHers, ...unauthenticated },
});

export const getSharedPlanRoute = defineRoute({
  method: 'get',
  path: '/shared-plans/{token}',
  tags: ['Stunden'],
  summary: 'A plan a colleague shared, read-only, with her name: for any signed-in user who has the link.',
  'x-access': 'user',
  request: { params: tokenParams },
  responses: {
    200: json(sharedPlanSchema, 'The plan and who shared it.'),
    404: json(apiErrorSchema, 'Not (or no longer) shared.'),
    ...unauthenticated,
  },
});

export const copySharedPlanRoute = defineRoute({
  method: 'post',
  path: '/shared-plans/{token}/copy',
  tags: ['Stunden'],
  summary: 'Take a shared plan into the own plans: a copy with new ids, without a date.',
  'x-access': 'user',
  request: { params: tokenParams },
  responses: {
    201: json(lessonPlanSchema, 'The copy, now one of the caller’s plans.'),
    400: json(apiErrorSchema, 'Not a valid token.'),
    404: json(apiErrorSchema, 'Not (or no longer) shared.'),
    409: json(apiErrorSchema, 'PLAN_LIMIT: the account has the most plans allowed; PLAN_BUSY: saved too often at the same moment.'),
    ...unauthenticated,
  },
});
