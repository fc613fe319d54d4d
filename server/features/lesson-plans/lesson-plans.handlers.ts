import { randomBytes, randomUUID } from 'node:crypto';
import { allParts, copyPlan } from '@core/domain/lesson-plan/plan-edit';
import { PLAN_LIMITS, type LessonPlan } from '@core/domain/lesson-plan/plan-model';
import type { Context } from 'hono';
import { apiError } from '../../http/api-error';
import { createRouter } from '../../http/router';
import { presentContent } from '../content/content.presenter';
import { listContentByIds } from '../content/content.queries';
import { cardIdsOf, ownerName, planOf, refreshCards, sharedPlanPath } from './lesson-plans.presenter';
import { deletePlan, findPlan, findSharedPlan, listPlans, shareToken, unshare } from './lesson-plans.queries';
import {
  copySharedPlanRoute,
  deletePlanRoute,
  getPlanRoute,
  getSharedPlanRoute,
  listPlansRoute,
  savePlanRoute,
  sharePlanRoute,
  unsharePlanRoute,
} from './lesson-plans.routes';
import { savePlan, type SaveResult } from './save-plan';
import type { Db } from '../../db/database';

const notFound = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'Diese Stunde gibt es nicht (mehr).');
const notShared = (c: Context) => apiError(c, 404, 'NOT_SHARED', 'Diese Stunde wird nicht mehr geteilt.');
const PLAN_LIMIT_MESSAGE = `Sie haben bereits ${PLAN_LIMITS.plansPerAccount} Stunden. Bitte löschen Sie ältere, bevor Sie neue anlegen.`;

/** Plans as they leave the server: every card as the library has it now (one query for all). */
async function present(db: Db, plans: LessonPlan[]): Promise<LessonPlan[]> {
  const rows = await listContentByIds(db, cardIdsOf(plans));
  const cards = new Map(rows.map((row) => [row.id, presentContent(row)]));
  return plans.map((plan) => refreshCards(plan, cards).plan);
}

/** The answer for a save that did not store anything. */
function refused(c: Context, result: Exclude<SaveResult, { outcome: 'saved' }>) {
  switch (result.outcome) {
    case 'foreign':
      return notFound(c);
    case 'limit':
      return apiError(c, 409, 'PLAN_LIMIT', PLAN_LIMIT_MESSAGE);
    case 'unreadable-card':
      return apiError(c, 400, 'CARD_GONE', 'Diese Karte gibt es nicht (mehr).');
    case 'busy':
      return apiError(
        c,
        409,
        'PLAN_BUSY',
        'Die Stunde wird gerade mehrfach gleichzeitig gespeichert. Bitte versuchen Sie es gleich noch einmal.',
      );
  }
}

export function lessonPlansRouter() {
  const router = createRouter();

  router.openapi(listPlansRoute, async (c) => {
    const { db } = c.get('deps');
    const rows = await listPlans(db, c.get('user').id);
    return c.json({ plans: await present(db, rows.map(planOf)) }, 200);
  });

  router.openapi(getPlanRoute, async (c) => {
    const { db } = c.get('deps');
    const row = await findPlan(db, c.get('user').id, c.req.valid('param').id);
    if (!row) return notFound(c);
    const [plan] = await present(db, [planOf(row)]);
    return c.json(plan!, 200);
  });

  router.openapi(savePlanRoute, async (c) => {
    const { db } = c.get('deps');
    const change = c.req.valid('json');
    if (change.plan.id !== c.req.valid('param').id) {
      return apiError(c, 400, 'ID_MISMATCH', 'Die Adresse nennt eine andere Stunde als der gesendete Inhalt.');
    }
    const result = await savePlan(db, c.get('user').id, change);
    if (result.outcome !== 'saved') return refused(c, result);
    return c.json({ plan: result.plan, conflicts: result.conflicts, copies: result.copies }, 200);
  });

  router.openapi(deletePlanRoute, async (c) => {
    const deleted = await deletePlan(c.get('deps').db, c.get('user').id, c.req.valid('param').id);
    if (deleted === 'foreign') return notFound(c);
    return c.body(null, 204);
  });

  router.openapi(sharePlanRoute, async (c) => {
    // 256 random bits: the link is the only thing that lets a colleague read the plan.
    const token = await shareToken(c.get('deps').db, c.get('user').id, c.req.valid('param').id, randomBytes(32).toString('base64url'));
    if (!token) return notFound(c);
    return c.json({ token, path: sharedPlanPath(token) }, 200);
  });

  router.openapi(unsharePlanRoute, async (c) => {
    if (!(await unshare(c.get('deps').db, c.get('user').id, c.req.valid('param').id))) return notFound(c);
    return c.body(null, 204);
  });

  router.openapi(getSharedPlanRoute, async (c) => {
    const { db } = c.get('deps');
    const shared = await findSharedPlan(db, c.req.valid('param').token);
    if (!shared) return notShared(c);
    const [plan] = await present(db, [planOf(shared)]);
    return c.json({ plan: plan!, ownerName: ownerName(shared) }, 200);
  });

  router.openapi(copySharedPlanRoute, async (c) => {
    const { db } = c.get('deps');
    const shared = await findSharedPlan(db, c.req.valid('param').token);
    if (!shared) return notShared(c);
    const now = new Date().toISOString();
    const source = planOf(shared);
    // Her own plan now: new ids throughout, and a date she gives it herself.
    const copy = { ...copyPlan(source, randomUUID(), source.title, now, randomUUID), date: null };
    const result = await savePlan(db, c.get('user').id, { baseRevision: null, changed: allParts(copy), plan: copy });
    if (result.outcome !== 'saved') return refused(c, result);
    return c.json(result.plan, 201);
  });

  return router;
}
