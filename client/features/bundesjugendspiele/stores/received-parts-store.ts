import type { PartCollection } from '@core/domain/bundesjugendspiele/transfer';
import { MAX_QR_PARTS, QR_PART_SIZE } from '@core/domain/bundesjugendspiele/transfer';
import { createDeviceStore } from '@client/lib/device-store';

/**
 * The QR codes of a series received so far. A phone's camera app opens each code's link in a new
 * tab, so the parts are kept on the device (shared by all tabs) until the last one arrives.
 */
export type ReceivedParts = Record<string, PartCollection>;

/** A series not finished within two days is forgotten: it was given up, not interrupted. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;
const MAX_SERIES = 10;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function sanitize(stored: unknown, now = Date.now()): ReceivedParts {
  if (!isRecord(stored)) return {};
  const out: ReceivedParts = {};
  for (const [id, raw] of Object.entries(stored)) {
    if (!isRecord(raw) || !isRecord(raw.parts) || typeof raw.at !== 'string') continue;
    const count = raw.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_QR_PARTS) continue;
    if (!(now - Date.parse(raw.at) < KEEP_MS)) continue;
    const parts: Record<number, string> = {};
    for (const [index, data] of Object.entries(raw.parts))
      if (Number(index) >= 1 && Number(index) <= count && typeof data === 'string' && data.length <= QR_PART_SIZE + 4)
        parts[Number(index)] = data;
    out[id] = { id, count, parts, at: raw.at };
  }
  return Object.fromEntries(
    Object.entries(out)
      .sort(([, a], [, b]) => b.at.localeCompare(a.at))
      .slice(0, MAX_SERIES),
  );
}

export const receivedPartsStore = createDeviceStore<ReceivedParts>('bundesjugendspiele-codes', {
  version: 1,
  initial: {},
  sanitize: (s) => sanitize(s),
});

export const receivedParts = {
  get: (): ReceivedParts => receivedPartsStore.getState().value,
  /** Keeps the collections (the newest first, so a forgotten series never pushes out the current one). */
  set: (collections: ReceivedParts) => receivedPartsStore.getState().set(sanitize(collections)),
  drop: (id: string) =>
    receivedPartsStore.getState().set((all) => {
      const next = { ...all };
      delete next[id];
      return next;
    }),
};
