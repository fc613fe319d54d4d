/**
 * API messages are German (architecture: one error shape, German messages). This finds the
 * messages the server answers with — `apiError(c, status, code, message)`, better-auth's
 * `new APIError(status, { message })`, `new HTTPException(status, { message })` and
 * `c.text(message, …)` — and flags those written in English. Messages given as a constant of
 * the same file are followed to their text.
 */
import ts from 'typescript';

const ENGLISH =
  /(?<![A-Za-zÄÖÜäöüß])(the|is|are|not|failed|cannot|could|invalid|missing|found|with|for|to|of|and|or|please|error|required|expected|must|received|unknown|too|should|no such)(?![A-Za-zÄÖÜäöüß])/i;

export function looksEnglish(text: string): boolean {
  return ENGLISH.test(text);
}

export interface MessageFinding {
  line: number;
  text: string;
}

/** Every literal text of an expression: strings, template parts, both sides of `? :` and `??`. */
function texts(node: ts.Expression, constants: Map<string, ts.Expression>, seen = new Set<string>()): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => ` ${span.literal.text}`).join('')];
  if (ts.isParenthesizedExpression(node)) return texts(node.expression, constants, seen);
  if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue, constants, seen), ...texts(node.whenFalse, constants, seen)];
  if (ts.isBinaryExpression(node)) return [...texts(node.left, constants, seen), ...texts(node.right, constants, seen)];
  if (ts.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text)) {
    seen.add(node.text);
    return texts(constants.get(node.text) as ts.Expression, constants, seen);
  }
  return [];
}

function messageProperty(node: ts.Expression | undefined): ts.Expression | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'message')
      return property.initializer;
  }
  return undefined;
}

export function findEnglishMessages(source: string, fileName: string): MessageFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  const messages: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'apiError' && node.arguments[3]) messages.push(node.arguments[3]);
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'text' && node.arguments[0]) messages.push(node.arguments[0]);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && ['APIError', 'HTTPException'].includes(node.expression.text)) {
      const message = messageProperty(node.arguments?.[1]);
      if (message) messages.push(message);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return messages.flatMap((message) =>
    texts(message, constants)
      .filter(looksEnglish)
      .map((text) => ({ line: file.getLineAndCharacterOfPosition(message.getStart(file)).line + 1, text })),
  );
}
