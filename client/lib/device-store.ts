import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/**
 * localStorage that never throws: private modes and full quotas must not break a running
 * tool. Spec §8: local storage failures are logged only.
 */
const safeLocalStorage: StateStorage = {
  getItem: (key) => {
    // The server drawing a list page with its cards (server/http/list-pages.ts): no device, nothing stored.
    if (typeof window === 'undefined') return null;
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      console.warn(`Gerätespeicher nicht lesbar (${key})`, error);
      return null;
    }
  },
  setItem: (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.warn(`Gerätespeicher nicht beschreibbar (${key})`, error);
    }
  },
  removeItem: (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      console.warn(`Gerätespeicher nicht beschreibbar (${key})`, error);
    }
  },
};

export interface DeviceValue<T> {
  value: T;
  set: (next: T | ((previous: T) => T)) => void;
}

export type DeviceStore<T> = UseBoundStore<StoreApi<DeviceValue<T>>> & {
  persist: { rehydrate: () => Promise<void> | void; clearStorage: () => void };
};

interface Options<T> {
  /** Bump when the stored shape changes; `sanitize` then sees the old shape. */
  version: number;
  initial: T;
  /** Turns whatever is stored (old versions, hand edits, garbage) into a valid value. */
  sanitize: (stored: unknown) => T;
}

/**
 * One value kept on this device under `key`, shared by every component and every open tab:
 * a change in one tab shows in the others, so two tabs never overwrite each other's game.
 */
export function createDeviceStore<T>(key: string, { version, initial, sanitize }: Options<T>): DeviceStore<T> {
  const store = create<DeviceValue<T>>()(
    persist(
      (set) => ({
        value: initial,
        set: (next) => set((state) => ({ value: typeof next === 'function' ? (next as (p: T) => T)(state.value) : next })),
      }),
      {
        name: key,
        version,
        storage: createJSONStorage(() => safeLocalStorage),
        partialize: (state) => ({ value: state.value }),
        migrate: (persisted) => persisted as DeviceValue<T>,
        merge: (persisted, current) => ({ ...current, value: sanitize((persisted as Partial<DeviceValue<T>> | undefined)?.value) }),
      },
    ),
  ) as DeviceStore<T>;
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key) void store.persist.rehydrate();
    });
  }
  return store;
}
