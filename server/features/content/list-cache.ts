import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-env';
import { compressBytes, type Encoding } from '../../http/compression';
import { presentContent } from './content.presenter';
import { listContent, readLibraryVersion } from './content.queries';

export interface CachedList {
  /** The library version the rows were read at (see readLibraryVersion). */
  version: string | undefined;
  /** The JSON as UTF-8 bytes: written to the socket as they are (a string is measured and encoded per write). */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

export type ListCache = ReturnType<typeof createListCache>;

/**
 * Each collection's list as sent: the JSON text, its ETag and its compressed forms, made once
 * per library version instead of per request (query, presenter, serialisation, hash and
 * compression were ≈ 95 % of a list request's CPU time). One per instance; the version in the
 * database tells every instance when another one changed the library. The list API and the
 * list pages drawn with their cards (server/http/list-pages.ts) share one.
 */
export function createListCache() {
  const lists = new Map<string, CachedList>();
  return {
    async get(collection: string, version: string | undefined, build: () => Promise<string>): Promise<CachedList> {
      const cached = lists.get(collection);
      if (cached && cached.version === version) return cached;
      const body = new TextEncoder().encode(await build());
      const entry: CachedList = {
        version,
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        encoded: {},
      };
      lists.set(collection, entry);
      return entry;
    },
    /** A collection's list as of the library version stored now (one cheap query per call). */
    async read(deps: Pick<AppDeps, 'db' | 'queryOne'>, collection: string): Promise<CachedList> {
      const version = await readLibraryVersion(deps);
      return this.get(collection, version, async () => JSON.stringify({ items: (await listContent(deps.db, collection)).map(presentContent) }));
    },
    encoded(entry: CachedList, encoding: Encoding): Uint8Array<ArrayBuffer> {
      // Copied once into a plain Uint8Array: the form Response bodies take without conversion.
      return (entry.encoded[encoding] ??= new Uint8Array(compressBytes(entry.body, encoding)));
    },
  };
}
