import { describe, expect, it } from 'vitest';
import { emailProblem, passwordProblem, safeRedirect, usernameProblem } from './auth-rules';

describe('account rules', () => {
  it('checks e-mail addresses with the spec message', () => {
    expect(emailProblem('lehrerin@schule.de')).toBeUndefined();
    expect(emailProblem('lehrerin@schule')).toBe('Ungültige E-Mail-Adresse.');
    expect(emailProblem('')).toBe('Ungültige E-Mail-Adresse.');
  });

  it('needs at least 8 password characters', () => {
    expect(passwordProblem('1234567')).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(passwordProblem('12345678')).toBeUndefined();
    expect(passwordProblem('x'.repeat(129))).toMatch(/höchstens 128/);
  });

  it('refuses an unchanged username with the exact spec text, regardless of case', () => {
    expect(usernameProblem('Frau_Meier', 'frau_meier')).toBe('Benutzername ist identisch mit dem aktuellen Benutzernamen');
    expect(usernameProblem('Herr_Meier', 'frau_meier')).toBeUndefined();
    expect(usernameProblem('ab', null)).toMatch(/3 bis 30/);
    expect(usernameProblem('Jürgen', null)).toMatch(/ohne Umlaute/);
  });

  it('only redirects inside the app after sign-in', () => {
    expect(safeRedirect('/tools/stoppuhr?x=1')).toBe('/tools/stoppuhr?x=1');
    expect(safeRedirect('//boese.example')).toBe('/');
    expect(safeRedirect('https://boese.example')).toBe('/');
    expect(safeRedirect('/\\boese.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
