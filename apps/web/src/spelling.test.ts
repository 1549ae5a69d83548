import { describe, expect, it } from 'vitest';
import ts from 'typescript';

/** Every source file of the web app, as text. */
const sources = import.meta.glob<string>('./**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The British forms; the interface uses the American ones (enroll, enrolls, enrollment). */
const BRITISH = /\benrol(?:ment|ments|s)?\b/i;

/** Texts a person can read: string literals, template parts and JSX text (not comments). */
function visibleTexts(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const root = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

describe('one spelling of enrollment in the interface', () => {
  it('reads the sources (the check is not vacuous)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const all = Object.entries(sources).flatMap(([f, s]) => visibleTexts(f, s));
    expect(all.some((t) => /enrollment/i.test(t))).toBe(true);
  });

  it('uses no British spelling in any string or JSX text of apps/web/src', () => {
    const offending = Object.entries(sources).flatMap(([file, source]) =>
      visibleTexts(file, source)
        .filter((t) => BRITISH.test(t))
        .map((t) => `${file}: ${t.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
