import { describe, expect, it } from 'vitest';
import { changeRows, showValue } from './changes.ts';

describe('changeRows', () => {
  it('lists every field of both sides and marks the changed ones', () => {
    expect(
      changeRows(
        { office_hours: '9AM-3PM', payment_terms_days: 3 },
        { office_hours: '9AM-4PM', payment_terms_days: 3, time_zone: 'UTC' },
      ),
    ).toEqual([
      { field: 'office_hours', before: '9AM-3PM', after: '9AM-4PM', changed: true },
      { field: 'payment_terms_days', before: '3', after: '3', changed: false },
      { field: 'time_zone', before: '—', after: 'UTC', changed: true },
    ]);
  });

  it('treats a missing side as empty and refuses what is not an object', () => {
    expect(changeRows(null, { status: 'revoked' })).toEqual([
      { field: 'status', before: '—', after: 'revoked', changed: true },
    ]);
    expect(changeRows(null, null)).toEqual([]);
    expect(changeRows([1], null)).toBeNull();
    expect(changeRows('text', null)).toBeNull();
  });
});

describe('showValue', () => {
  it('writes nested values as JSON', () => {
    expect(showValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(showValue(true)).toBe('true');
    expect(showValue('')).toBe('""');
  });
});
