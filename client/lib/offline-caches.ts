/** The service worker's runtime caches (see vite.config.ts): read content and uploaded files. */
export const RUNTIME_CACHES = ['sportkiste-inhalte', 'sportkiste-dateien'] as const;

/** On sign-out: what this account read should not stay readable on a shared device. */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(RUNTIME_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
