import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findEnglishMessages, looksEnglish } from './support/english-messages';

/**
 * Every message the API answers with is German (issue 19: „Failed to removed favorite.“ reached
 * the screens). Validation details are German through server/http/validation-messages.ts; this
 * covers the messages written in our own code.
 */
describe('API messages are German', () => {
  it('tells English from German messages', () => {
    expect(
      ['Failed to removed favorite.', 'Cannot update content: ID is missing.', 'Content with ID x not found for update.'].map(looksEnglish),
    ).toEqual([true, true, true]);
    expect(
      [
        'Die Anfrage ist zu groß.',
        'Bitte melden Sie sich an.',
        'Diese Datei gibt es nicht.',
        'Interner Fehler. Bitte später erneut versuchen.',
      ].map(looksEnglish),
    ).toEqual([false, false, false, false]);
  });

  it('finds messages in apiError, APIError, HTTPException and c.text, following constants', () => {
    const source = [
      "const GONE = 'Entry not found.';",
      "apiError(c, 404, 'NOT_FOUND', GONE);",
      "apiError(c, 400, 'X', `Cannot update ${id}: missing`);",
      "throw new APIError('FORBIDDEN', { code: 'X', message: 'Sign-up is closed.' });",
      "return c.text('Nicht gefunden.', 404);",
      "logger.error({ err }, 'create content failed');",
    ].join('\n');
    expect(findEnglishMessages(source, 'probe.ts')).toEqual([
      { line: 2, text: 'Entry not found.' },
      { line: 3, text: 'Cannot update  : missing' },
      { line: 4, text: 'Sign-up is closed.' },
    ]);
  });

  it('no server message is English', () => {
    const files = execFileSync('git', ['ls-files', 'server'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('server/test/'));
    const findings = files.flatMap((file) =>
      findEnglishMessages(fs.readFileSync(file, 'utf8'), file).map((f) => `${file}:${f.line}: ${f.text}`),
    );
    expect(findings).toEqual([]);
  });
});
