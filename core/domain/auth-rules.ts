/** Account rules the forms check before asking the server (which checks them again). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[a-zA-Z0-9_.-]+$/;

export function emailProblem(email: string): string | undefined {
  return EMAIL.test(email.trim()) ? undefined : 'Ungültige E-Mail-Adresse.';
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`;
  return undefined;
}

/** Spec §5: an unchanged username is refused with this exact text. */
export function usernameProblem(candidate: string, current: string | null | undefined): string | undefined {
  const name = candidate.trim();
  if (current && name.toLowerCase() === current.toLowerCase()) return 'Benutzername ist identisch mit dem aktuellen Benutzernamen';
  if (name.length < USERNAME_MIN_LENGTH || name.length > USERNAME_MAX_LENGTH) {
    return `Der Benutzername muss ${USERNAME_MIN_LENGTH} bis ${USERNAME_MAX_LENGTH} Zeichen lang sein.`;
  }
  if (!USERNAME.test(name)) return 'Erlaubt sind Buchstaben ohne Umlaute, Ziffern sowie _ . und -.';
  return undefined;
}

/** Only paths inside this app may be a post-sign-in target (no //evil.example or https://…). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
