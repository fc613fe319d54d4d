import { useEffect, useState } from 'react';
import type { Collection } from '@core/collections/registry';
import {
  buildLibraryIndex,
  loadLibraryIndex,
  saveLibraryIndex,
  type LibraryIndex,
  type LibraryItem,
  type SavedLibraryIndex,
} from '@core/domain/search/library-search';

/**
 * The search index is built once per library version and kept on the device (issue 23): opening
 * /suche built it from scratch each time (≈ 3 s at 4× CPU slowdown). In memory for the session,
 * in IndexedDB across restarts (≈ 650 KB — too much for localStorage beside the lists).
 */

interface Kept extends SavedLibraryIndex {
  version: string;
}

const DB = 'sportkiste-suche';
const STORE = 'index';
const KEY = 'bibliothek';

let memory: { version: string; library: LibraryIndex } | null = null;

/** Changes whenever a card is added, changed or removed in any collection. */
export function libraryVersion(lists: readonly { collection: Collection; items: readonly { id: string; updatedAt: string }[] }[]): string {
  let hash = 2166136261;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  };
  for (const { collection, items } of lists) {
    add(collection.key);
    for (const item of items) add(`${item.id}@${item.updatedAt}`);
  }
  return `${lists.reduce((n, l) => n + l.items.length, 0)}-${hash.toString(36)}`;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function readKept(): Promise<Kept | null> {
  const db = await open();
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction(STORE).objectStore(STORE).get(KEY);
      request.onsuccess = () => resolve((request.result as Kept | undefined) ?? null);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

async function writeKept(kept: Kept): Promise<void> {
  const db = await open();
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(kept, KEY);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The index for these cards: from memory, from the device, or built (and then kept). Null while loading. */
export function useLibraryIndex(items: readonly LibraryItem[], version: string, ready: boolean): LibraryIndex | null {
  const [state, setState] = useState<{ version: string; library: LibraryIndex } | null>(() =>
    memory?.version === version ? memory : null,
  );

  useEffect(() => {
    // Already built or loaded this session: the render below returns it from memory.
    if (memory?.version === version || !ready) return;
    let cancelled = false;
    void (async () => {
      // A private window or a full device may refuse IndexedDB: then the index is only built.
      const kept = await readKept().catch(() => null);
      let library: LibraryIndex;
      if (kept?.version === version) {
        library = loadLibraryIndex(items, kept);
        performance.mark('suchindex-vom-geraet');
      } else {
        library = buildLibraryIndex(items);
        performance.mark('suchindex-gebaut');
        writeKept({ version, ...saveLibraryIndex(library) })
          .then(() => performance.mark('suchindex-gespeichert'))
          .catch((error: unknown) => console.warn('Suchindex nicht gespeichert', error));
      }
      memory = { version, library };
      if (!cancelled) setState(memory);
    })();
    return () => {
      cancelled = true;
    };
  }, [items, version, ready]);

  if (state?.version === version) return state.library;
  return memory?.version === version ? memory.library : null;
}
