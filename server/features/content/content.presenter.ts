import type { ContentItem } from '@core/schemas/content';
import { contentItemSchema } from '@core/schemas/content';
import type { ContentRow } from './content.queries';

/** What leaves the server for a content row: camelCase, JSON columns parsed, nothing else. */
export function presentContent(row: ContentRow): ContentItem {
  return contentItemSchema.parse({
    id: row.id,
    collection: row.collection,
    clickableHeader: row.clickable_header,
    contentHeader: row.content_header,
    category: row.category,
    sections: JSON.parse(row.sections) as unknown,
    tags: row.tags ? (JSON.parse(row.tags) as unknown) : null,
    pdfLink: row.pdf_link,
    isNew: row.is_new === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
