import { findCollection } from '@core/collections/registry';
import { auditAfter } from '../../audit/audit-log';
import { apiError } from '../../http/api-error';
import { preferredEncoding } from '../../http/compression';
import { createRouter } from '../../http/router';
import { presentContent } from './content.presenter';
import { createContent, deleteContent, findContentLabel, updateContent } from './content.queries';
import type { ListCache } from './list-cache';
import {
  createContentRoute,
  deleteContentRoute,
  listContentRoute,
  updateContentRoute,
  updateWithoutIdRoute,
} from './content.routes';

const UNKNOWN_COLLECTION = 'Diese Sammlung gibt es nicht.';

export function contentRouter(lists: ListCache) {
  const router = createRouter();
  router.openapi(listContentRoute, async (c) => {
    const { collection } = c.req.valid('param');
    if (!findCollection(collection)) return apiError(c, 404, 'UNKNOWN_COLLECTION', UNKNOWN_COLLECTION);
    const deps = c.get('deps');
    let list;
    try {
      list = await lists.read(deps, collection);
    } catch (err) {
      deps.logger.error({ err, collection }, 'list content failed');
      return apiError(c, 500, 'FETCH_FAILED', 'Die Inhalte dieser Sammlung lassen sich gerade nicht laden. Bitte später erneut versuchen.');
    }
    // Revalidate every time: the list changes when an admin edits, and a 304 is cheap.
    const headers: Record<string, string> = { ETag: list.etag, 'Cache-Control': 'private, no-cache', Vary: 'Accept-Encoding' };
    if (c.req.header('if-none-match') === list.etag) return c.body(null, 304, headers);
    headers['Content-Type'] = 'application/json';
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (!encoding) return c.body(list.body, 200, headers) as never;
    headers['Content-Encoding'] = encoding;
    return c.body(lists.encoded(list, encoding), 200, headers) as never;
  });

  router.openapi(createContentRoute, async (c) => {
    const { collection } = c.req.valid('param');
    if (!findCollection(collection)) return apiError(c, 404, 'UNKNOWN_COLLECTION', UNKNOWN_COLLECTION);
    const { db, logger } = c.get('deps');
    try {
      const row = await createContent(db, collection, c.req.valid('json'));
      await auditAfter(db, logger, c.get('user'), { action: 'content.create', targetType: 'content', targetId: row.id, targetLabel: row.clickable_header, details: { collection } });
      return c.json(presentContent(row), 201);
    } catch (err) {
      logger.error({ err, collection }, 'create content failed');
      return apiError(c, 500, 'CREATE_FAILED', 'Der Inhalt konnte nicht gespeichert werden. Bitte später erneut versuchen.');
    }
  });

  router.openapi(updateWithoutIdRoute, (c) => apiError(c, 400, 'ID_MISSING', 'Zum Ändern fehlt die ID des Inhalts.'));

  router.openapi(updateContentRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, logger } = c.get('deps');
    const row = await updateContent(db, id, c.req.valid('json'));
    if (!row) return apiError(c, 404, 'NOT_FOUND', `Den Inhalt mit der ID ${id} gibt es nicht (mehr).`);
    await auditAfter(db, logger, c.get('user'), { action: 'content.update', targetType: 'content', targetId: id, targetLabel: row.clickable_header, details: { collection: row.collection } });
    return c.json(presentContent(row), 200);
  });

  router.openapi(deleteContentRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, logger } = c.get('deps');
    // Read first: after deletion the card's title is gone, and the log should name it.
    const before = await findContentLabel(db, id);
    if (!(await deleteContent(db, id))) {
      return apiError(c, 404, 'NOT_FOUND', `Den Inhalt mit der ID ${id} gibt es nicht (mehr).`);
    }
    await auditAfter(db, logger, c.get('user'), {
      action: 'content.delete',
      targetType: 'content',
      targetId: id,
      targetLabel: before?.clickable_header ?? id,
      ...(before ? { details: { collection: before.collection } } : {}),
    });
    return c.body(null, 204);
  });

  return router;
}
