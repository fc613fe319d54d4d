import type { ContentItem } from '@core/schemas/content';

/**
 * The cards a list page was drawn with on the server (server/http/list-pages.ts): written into
 * the page as JSON, so React adopts the drawn list with the same cards instead of drawing a
 * spinner over it and asking the server a second time.
 */
export interface ListPageData {
  collection: string;
  /** The list's ETag: the device copy made from it can ask „changed since?“ later. */
  etag: string;
  items: ContentItem[];
}

/** The id of the `<script type="application/json">` that carries it. */
export const PAGE_DATA_ID = 'seitendaten';

let rendering: ListPageData | undefined;
let read = false;
let fromPage: ListPageData | undefined;

/** The server's render sets the data for one synchronous renderToString. */
export function renderWithListData<T>(data: ListPageData | undefined, render: () => T): T {
  rendering = data;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}

function parse(text: string): ListPageData | undefined {
  try {
    const value = JSON.parse(text) as Partial<ListPageData> | null;
    if (typeof value?.collection === 'string' && typeof value.etag === 'string' && Array.isArray(value.items)) return value as ListPageData;
  } catch {
    // A page cut short in transit: the list then comes from the device or the server as usual.
  }
  return undefined;
}

/** The list this page carries, if it is `collection`'s. */
export function pageListData(collection: string): ListPageData | undefined {
  if (typeof document === 'undefined') return rendering?.collection === collection ? rendering : undefined;
  if (!read) {
    read = true;
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    fromPage = text ? parse(text) : undefined;
  }
  return fromPage?.collection === collection ? fromPage : undefined;
}
