import { collections } from '@core/collections/registry';
import type { ContentItem } from '@core/schemas/content';
import { fetchCollection } from '@client/features/content';
import { createDeviceStore } from '@client/lib/device-store';

/** Our uploads inside a card (images and PDFs): content-addressed, so cached for good. */
const FILE_LINK = /\/api\/files\/[a-f0-9]{64}\.[a-z0-9]+/g;

export function fileLinks(items: readonly ContentItem[]): string[] {
  const links = new Set<string>();
  for (const item of items) {
    for (const text of [...item.sections.map((s) => s.content), item.pdfLink ?? '']) {
      for (const link of text.match(FILE_LINK) ?? []) links.add(link);
    }
  }
  return [...links];
}

export interface DownloadProgress {
  done: number;
  total: number;
}

export interface DownloadResult {
  collections: number;
  files: number;
  failed: number;
}

/** When the whole library was last stored on this device. */
export const lastFullDownload = createDeviceStore<string | null>('offline-download', {
  version: 1,
  initial: null,
  sanitize: (v) => (typeof v === 'string' ? v : null),
});

/**
 * 'Alle Inhalte offline verfügbar machen': every collection's list goes into the device cache
 * (as if opened), and every image and PDF in it through the service worker into its cache.
 */
export async function downloadAllContent(onProgress: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<DownloadResult> {
  let done = 0;
  let total = collections.length;
  let failed = 0;
  const files: string[] = [];
  onProgress({ done, total });
  for (const collection of collections) {
    if (signal?.aborted) break;
    try {
      files.push(...fileLinks(await fetchCollection(collection.key)));
    } catch {
      failed++;
    }
    done++;
    onProgress({ done, total: total + files.length });
  }
  total += files.length;
  for (const file of new Set(files)) {
    if (signal?.aborted) break;
    try {
      const response = await fetch(file, { credentials: 'same-origin' });
      if (!response.ok) failed++;
      await response.arrayBuffer();
    } catch {
      failed++;
    }
    done++;
    onProgress({ done, total });
  }
  if (failed === 0 && !signal?.aborted) lastFullDownload.getState().set(new Date().toISOString());
  return { collections: collections.length, files: files.length, failed };
}

/** How much this site stores on the device (MB), where the browser tells. */
export async function storageUsage(): Promise<{ usedMb: number; quotaMb: number } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usedMb: usage / 1024 / 1024, quotaMb: quota / 1024 / 1024 };
}
