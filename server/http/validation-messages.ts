import { z } from '@hono/zod-openapi';

/**
 * German validation details for every API request (architecture: messages are German). zod's
 * own German locale still names the types in English („erwartet string, erhalten undefined“);
 * the issues a form or a script meets most often are said plainly here, everything else falls
 * back to that locale — never to zod's English default.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0];

const TYPE_NAMES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  boolean: 'true oder false',
  array: 'eine Liste',
  object: 'ein Objekt',
  date: 'ein Datum',
  null: 'null',
};

const UNITS: Record<string, [one: string, many: string]> = {
  string: ['Zeichen', 'Zeichen'],
  array: ['Eintrag', 'Einträge'],
  set: ['Eintrag', 'Einträge'],
  file: ['Byte', 'Bytes'],
};

function bound(kind: 'min' | 'max', issue: { origin?: string; inclusive?: boolean }, limit: number | bigint | Date): string | undefined {
  const unit = issue.origin ? UNITS[issue.origin] : undefined;
  if (unit) {
    const count = Number(limit);
    return `${kind === 'min' ? 'Mindestens' : 'Höchstens'} ${count} ${count === 1 ? unit[0] : unit[1]}.`;
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    if (issue.inclusive === false) return `Muss ${kind === 'min' ? 'größer' : 'kleiner'} als ${String(limit)} sein.`;
    return `Muss ${kind === 'min' ? 'mindestens' : 'höchstens'} ${String(limit)} sein.`;
  }
  return undefined;
}

export function germanIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Dieses Feld fehlt.';
      return TYPE_NAMES[issue.expected] ? `Muss ${TYPE_NAMES[issue.expected]} sein.` : undefined;
    case 'too_small':
      return bound('min', issue, issue.minimum);
    case 'too_big':
      return bound('max', issue, issue.maximum);
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'Unbekanntes Feld' : 'Unbekannte Felder'}: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
}

let applied = false;

/** Makes zod answer in German in this process (idempotent; the server calls it when building routers). */
export function applyGermanValidationMessages(): void {
  if (applied) return;
  applied = true;
  const fallback = z.locales.de().localeError;
  z.config({ localeError: (issue) => germanIssueMessage(issue) ?? fallback?.(issue) });
}
