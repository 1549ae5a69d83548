/**
 * Inserts `text` into `value` in place of the selection [start, end) (the caret when they are
 * equal); answers the new value and where the caret goes. Without a selection it is appended.
 */
export function insertAt(
  value: string,
  text: string,
  start: number | null | undefined,
  end: number | null | undefined,
): { value: string; caret: number } {
  const from = Math.min(Math.max(start ?? value.length, 0), value.length);
  const to = Math.min(Math.max(end ?? from, from), value.length);
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}
