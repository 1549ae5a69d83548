import { describe, expect, it } from 'vitest';
import { formatPhone } from './people.ts';

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    [' (555) 123 4567 ', '(555) 123-4567'],
    ['+15551234567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['15551234567', '(555) 123-4567'],
  ])('shows the US number %j as %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['555-1234', '555-1234'],
    ['555 123 4567 ext 2', '555 123 4567 ext 2'],
    ['  0800 123  ', '0800 123'],
  ])('leaves %j as typed', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('shows nothing for no number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
