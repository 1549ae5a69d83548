/** The before/after of an audit entry as rows a person can read. */

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as short text: strings as they are, "—" for none, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

/**
 * One row per field of `before` and `after` (both objects, or one missing), in the order they
 * first appear; `changed` when the two differ. Null when either side is not an object (the dialog
 * then shows the raw JSON only).
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] | null {
  const b = before ?? {};
  const a = after ?? {};
  if (!isPlainObject(b) || !isPlainObject(a)) return null;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const from = showValue(b[field]);
    const to = showValue(a[field]);
    return { field, before: from, after: to, changed: from !== to };
  });
}
