import ts from 'typescript';

/** A Chinese (CJK) character: the interface's source language. */
export const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** A comment that lets the literal on its line (or the next line) stay: `i18n-allow: <the reason>`. */
const ALLOW = /i18n-allow:\s*\S/;

export interface CjkLiteral {
  line: number;
  text: string;
}

/** `{ zh: '…', en: '…', es: '…', ja: '…' }`: a text given in every language is not a hard-coded one. */
function inCompleteLocalizedText(node: ts.Node): boolean {
  const property = node.parent;
  if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.parent)) return false;
  const names = new Set(
    property.parent.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : '')),
  );
  return ['zh', 'en', 'es', 'ja'].every((lang) => names.has(lang));
}

/**
 * The string literals, template texts and JSX texts of one source file that hold Chinese: interface text
 * written into a screen instead of its locale. Comments are not looked at; a literal that is a complete
 * LocalizedText's `zh`, or whose line (or the line above) carries an `i18n-allow: <reason>` comment, is left out.
 */
export function cjkLiterals(fileName: string, source: string): CjkLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const lines = source.split('\n');
  const allowed = (line: number) => ALLOW.test(lines[line] ?? '') || ALLOW.test(lines[line - 1] ?? '');
  const found: CjkLiteral[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isJsxText(node)
        ? node.text
        : ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
          ? node.text
          : undefined;
    if (text !== undefined && CJK.test(text) && !ts.isImportDeclaration(node.parent)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      if (!allowed(line) && !inCompleteLocalizedText(node)) found.push({ line: line + 1, text: text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
