/**
 * Teachers are addressed with „Sie“ (DECISIONS 11). This finds the informal forms („du“,
 * „dein“, „kannst“, imperatives like „Tippe“) in what a teacher reads: string literals, template
 * text and JSX text of our TypeScript sources, and plain text files (CHANGELOG.md, index.html).
 * Comments and identifiers are not read, so code words like `dir` never count.
 */
import ts from 'typescript';

export interface AddressFinding {
  line: number;
  word: string;
  text: string;
}

// Pronouns and verb forms that exist only in the informal singular.
const pronounsAndVerbs =
  '[Dd]u|[Dd]ein(?:e|en|em|er|es)?|[Dd]ich|[Dd]ir|hast|kannst|willst|musst|bist|darfst|brauchst|siehst|weißt|möchtest|solltest|wirst|findest|bekommst|gibst|nimmst';
// Imperatives of the informal singular that are not also nouns or plain forms („Suche“,
// „Stelle“ and „Teile“ are nouns; „Tippen Sie“ is the polite form and does not match).
const imperatives = [
  'Tippe',
  'Wähle',
  'Gib',
  'Starte',
  'Füge',
  'Öffne',
  'Speichere',
  'Klicke',
  'Drücke',
  'Trage',
  'Prüfe',
  'Nutze',
  'Probiere',
  'Schreibe',
  'Bestätige',
  'Ändere',
  'Entferne',
  'Lösche',
  'Melde',
  'Lege',
  'Erstelle',
  'Gehe',
  'Geh',
  'Wechsle',
  'Aktualisiere',
  'Sichere',
  'Schau',
  'Lies',
  'Nimm',
  'Benutze',
  'Markiere',
  'Vergiss',
  'Achte',
  'Ziehe',
  'Zieh',
  'Richte',
  'Kopiere',
  'Verbinde',
  'Hole',
  'Hol',
  'Halte',
  'Scanne',
  'Merke',
  'Warte',
  'Erlaube',
  'Installiere',
  'Aktiviere',
  'Deaktiviere',
  'Wiederhole',
  'Sieh',
  'Schalte',
  'Schließe',
  'Setze',
  'Zeige',
  'Sende',
  'Mach',
  'Mache',
  'Lass',
  'Lasse',
  'Denke',
  'Blende',
  'Scrolle',
  'Wische',
  'Leg',
  'Trag',
  'Bewahre',
  'Behalte',
  'Korrigiere',
];
// „Lade…“ alone is the spec's progress label ('Lade...', "loading"), not an instruction.
// „Versuche“ is also the plural noun („beste von 3 Versuchen“, „Alle 3 Versuche erfasst“, issue 26):
// only the imperative's usual company („Versuche es erneut“) counts.
const imperativeWords = [
  ...imperatives.flatMap((word) => [word, word.toLowerCase()]),
  '[Ll]ade(?!\\s*(?:\\.\\.\\.|…))',
  '[Vv]ersuche(?=\\s+(?:es|bitte|erneut|noch|mal|doch|einfach)(?![A-Za-zÄÖÜäöüß]))',
].join('|');
// \b does not know umlauts: the word boundaries are spelled out for German letters. A word after
// `-`, `.` or `/` is part of a compound, flag or path („Zurücksetz-Versuche“, `--dir`).
const letter = 'A-Za-zÄÖÜäöüß';
const informal = new RegExp(`(?<![-./${letter}])(${pronounsAndVerbs}|${imperativeWords})(?![${letter}])`, 'g');

/** Informal forms in one piece of text; `firstLine` is the line the text starts on. */
export function findInformal(text: string, firstLine = 1): AddressFinding[] {
  const findings: AddressFinding[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(informal)) {
      findings.push({ line: firstLine + index, word: match[1] as string, text: line.trim() });
    }
  });
  return findings;
}

/** The text a person can read in a TypeScript/TSX source: string literals, template text, JSX text. */
export function uiStrings(source: string, fileName: string): { text: string; line: number }[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { text: string; line: number }[] = [];
  const add = (node: ts.Node, text: string) => found.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
  const visit = (node: ts.Node) => {
    // Module paths are not text anyone reads.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) add(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export function findInformalInSource(source: string, fileName: string): AddressFinding[] {
  return uiStrings(source, fileName).flatMap(({ text, line }) => findInformal(text, line));
}
