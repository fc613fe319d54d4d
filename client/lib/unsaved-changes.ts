import { useEffect } from 'react';

/**
 * Screens with input that would be lost on a reload say so here (e.g. the content editor),
 * so applying an update asks first (issue: no update discards unsaved input without asking).
 */
const open = new Map<symbol, string>();

export function unsavedWork(): string[] {
  return [...open.values()];
}

export function useUnsavedChanges(dirty: boolean, what: string): void {
  useEffect(() => {
    if (!dirty) return;
    const key = Symbol(what);
    open.set(key, what);
    return () => {
      open.delete(key);
    };
  }, [dirty, what]);
}
