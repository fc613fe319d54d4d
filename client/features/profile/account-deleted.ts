/**
 * „Your account was deleted“ must outlive the moment the session disappears: the guarded
 * screens react to the missing session at once (and would send the teacher to
 * `/login?redirect=%2Fprofil`, a sign-in for an account that no longer exists) before the
 * delete dialog could navigate anywhere. So the deletion leaves a note for this tab, and the
 * shell shows the confirmation on `/` (spec: success redirects to /) while the note is there.
 * sessionStorage: the note survives a reload of this tab and no other tab or later visit.
 */
const KEY = 'sportkiste-konto-geloescht';

export function markAccountDeleted(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the shell then falls back to the sign-in screen, which is still correct.
  }
}

export function wasAccountDeleted(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetAccountDeleted(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
