import { describe, expect, it } from 'vitest';
import { adminPasswordSchema } from '@careclass/shared';
import { isBlank, userPageSchema } from './checks.ts';

/** The first refusal of the Reset Password form (the contract's check), as the banner shows it. */
function firstIssue(newPassword: string, confirmPassword: string) {
  const result = adminPasswordSchema.safeParse({ newPassword, confirmPassword });
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { field: issue?.path[0], message: issue?.message };
}

describe('the Reset Password check', () => {
  it('wants both fields first', () => {
    expect(firstIssue('', '')).toEqual({
      field: 'newPassword',
      message: 'Both password fields are required',
    });
    expect(firstIssue('Secret123!', '')).toEqual({
      field: 'confirmPassword',
      message: 'Both password fields are required',
    });
  });

  it('then a match, then 8 characters at least', () => {
    expect(firstIssue('short', 'other')?.message).toBe('Passwords do not match');
    expect(firstIssue('short', 'short')).toEqual({
      field: 'newPassword',
      message: 'Password must be at least 8 characters long',
    });
    expect(firstIssue('12345678', '12345678')).toBeNull();
  });
});

describe('isBlank', () => {
  it('takes white space for nothing', () => {
    expect(isBlank('  \n ')).toBe(true);
    expect(isBlank(' hi ')).toBe(false);
  });
});

describe('userPageSchema', () => {
  const user = {
    id: 1,
    first_name: 'Ann',
    last_name: 'Lee',
    name: 'Ann Lee',
    email: 'ann@example.test',
    role: 'student',
    status: 'active',
    phone_number: null,
    address: null,
    emergency_contact: null,
    email_notifications: true,
    preferred_language: 'en',
    email_verified: true,
    email_verified_at: null,
    last_login: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  const read = (data: unknown, page: number, limit: number) =>
    userPageSchema(page, limit).parse(data);

  it('reads users and pagination', () => {
    expect(read({ users: [user], pagination: { page: 2, limit: 25, total: 26 } }, 2, 25)).toEqual({
      users: [user],
      pagination: { page: 2, limit: 25, total: 26 },
    });
  });

  it('yields an empty list for a malformed answer', () => {
    const empty = { users: [], pagination: { page: 1, limit: 10, total: 0 } };
    expect(read(null, 1, 10)).toEqual(empty);
    expect(read('oops', 1, 10)).toEqual(empty);
    expect(read({ users: [user] }, 1, 10)).toEqual(empty);
    expect(read({ users: 'x', pagination: { total: 1 } }, 1, 10)).toEqual(empty);
  });
});
