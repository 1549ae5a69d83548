import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { dueText, exportFileName, last30Days } from './range.ts';

// Unit tests start i18n in English with the English catalogues loaded.
const t = i18n.getFixedT('en', 'adminFinance');

describe('last30Days', () => {
  it('is 30 calendar days ending today', () => {
    expect(last30Days(new Date(2026, 2, 15, 10))).toEqual({
      startDate: '2026-02-14',
      endDate: '2026-03-15',
    });
  });
});

describe('exportFileName', () => {
  it('names the range', () => {
    expect(exportFileName({ startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(
      'transactions-2026-01-01-to-2026-01-31.csv',
    );
  });
});

describe('dueText', () => {
  it('says how late or how soon', () => {
    expect(dueText(t, { status: 'overdue', days_overdue: 1, days_until_due: 0 })).toBe(
      '1 day overdue',
    );
    expect(dueText(t, { status: 'overdue', days_overdue: 4, days_until_due: 0 })).toBe(
      '4 days overdue',
    );
    expect(dueText(t, { status: 'due_soon', days_overdue: 0, days_until_due: 0 })).toBe(
      'Due today',
    );
    expect(dueText(t, { status: 'due_soon', days_overdue: 0, days_until_due: 1 })).toBe(
      'Due in 1 day',
    );
    expect(dueText(t, { status: 'due_soon', days_overdue: 0, days_until_due: 5 })).toBe(
      'Due in 5 days',
    );
    expect(dueText(t, { status: 'pending', days_overdue: 0, days_until_due: 30 })).toBe(
      'Due in 30 days',
    );
  });
});
