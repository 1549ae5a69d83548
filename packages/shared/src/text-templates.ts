// Texts written with variables ("… at most {{mb}} MB …"): the words a template gives, read back.

const VARIABLE = /\{\{(\w+)\}\}/g;

/**
 * The values of a template's {{variables}} in a text written from it ("… at most 5 MB …" and
 * "… at most {{mb}} MB …" give { mb: '5' }), or undefined when the text is not written from it.
 */
export function templateValues(template: string, text: string): Record<string, string> | undefined {
  const names: string[] = [];
  let pattern = '';
  let last = 0;
  for (const match of template.matchAll(VARIABLE)) {
    pattern += escapeRegExp(template.slice(last, match.index)) + '(.+?)';
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  if (names.length === 0) return template === text ? {} : undefined;
  pattern += escapeRegExp(template.slice(last));
  const found = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1]!]));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
