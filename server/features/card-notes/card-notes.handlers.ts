import { PLAN_LIMITS } from '@core/domain/lesson-plan/plan-model';
import { apiError } from '../../http/api-error';
import { createRouter } from '../../http/router';
import { findContentCollection } from '../content/content.queries';
import { countNotes, findNote, findNoteRecord, listNotes, recordNoteRemoval, recordNoteText } from './card-notes.queries';
import { presentNote } from './card-notes.presenter';
import { listNotesRoute, removeNoteRoute, saveNoteRoute } from './card-notes.routes';

/**
 * The time a device says the teacher acted, but never later than now: a phone whose clock runs
 * ahead must not win against every later change for as long as its clock is wrong.
 */
function actionTime(at: string | undefined, now: number): string {
  return new Date(at === undefined ? now : Math.min(Date.parse(at), now)).toISOString();
}

const NOTE_LIMIT_MESSAGE = `Sie haben bereits ${PLAN_LIMITS.notesPerAccount} Notizen. Bitte löschen Sie ältere, bevor Sie neue anlegen.`;

export function cardNotesRouter() {
  const router = createRouter();

  router.openapi(listNotesRoute, async (c) => {
    const rows = await listNotes(c.get('deps').db, c.get('user').id);
    return c.json({ notes: rows.map(presentNote) }, 200);
  });

  router.openapi(saveNoteRoute, async (c) => {
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const at = actionTime(input.at, Date.now());
    const record = await findNoteRecord(db, id);
    if (record && record.user_id !== userId) return apiError(c, 404, 'NOT_FOUND', 'Diese Notiz gibt es nicht (mehr).');
    if (!(await findContentCollection(db, input.contentId))) return apiError(c, 404, 'CARD_NOT_FOUND', 'Diese Karte gibt es nicht (mehr).');
    if (record && record.content_id !== input.contentId) {
      return apiError(c, 400, 'OTHER_CARD', 'Diese Notiz gehört zu einer anderen Karte.');
    }
    // Only a note that would be there afterwards and is not now counts against the limit.
    const adds = !record || (record.removed_at !== null && record.changed_at <= at);
    if (adds && (await countNotes(db, userId)) >= PLAN_LIMITS.notesPerAccount) return apiError(c, 409, 'NOTE_LIMIT', NOTE_LIMIT_MESSAGE);
    await recordNoteText(db, userId, { id, contentId: input.contentId, text: input.text }, at);
    const note = await findNote(db, userId, id);
    if (!note) return apiError(c, 409, 'REMOVED_LATER', 'Diese Notiz wurde auf einem anderen Gerät später gelöscht.');
    return c.json(presentNote(note), 200);
  });

  router.openapi(removeNoteRoute, async (c) => {
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    const { id } = c.req.valid('param');
    const record = await findNoteRecord(db, id);
    if (record && record.user_id !== userId) return apiError(c, 404, 'NOT_FOUND', 'Diese Notiz gibt es nicht (mehr).');
    // Not there: removed with its card, or never sent from the device that wrote it. Nothing to record.
    if (record) await recordNoteRemoval(db, userId, id, actionTime(c.req.valid('query').at, Date.now()));
    return c.body(null, 204);
  });

  return router;
}
