import { createHash } from 'node:crypto';

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface FileStore {
  /** Stores the bytes under `key` unless something is there already. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Resolves when the store could take an upload now; rejects with the reason otherwise (readiness). */
  checkReady(): Promise<void>;
  /** Every stored file's key, sorted; anything that is not a key of ours is left out. */
  list(): Promise<string[]>;
}

/** Spec: uploads are de-duplicated by the SHA-256 of their content. */
export function contentKey(bytes: Uint8Array, ext: string): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
}

/** Keys are hex + extension; anything else (path traversal, odd names) is not a key of ours. */
export const KEY_PATTERN = /^[a-f0-9]{64}\.(jpg|png|gif|webp|pdf)$/;
