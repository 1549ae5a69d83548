import { describe, expect, it } from 'vitest';
import { checkResetPassword, isBlank, userPageSchema } from './checks.ts';

describe('checkResetPassword', () => {
  it('wants both fields first', () => {
    expect(checkResetPassword('', '')).toEqual({
      field: 'newPassword',
      message: 'Both password fields are required',
    });
    expect(checkResetPassword('Secret123!', '')).toEqual({
      field: 'confirmPassword',
      message: 'Both password fields are required',
    });
  });

  it('then a match, then 8 characters at least', () => {
    expect(checkResetPassword('short', 'other')?.message).toBe('Passwords do not match');
    expect(checkResetPassword('short', 'short')).toEqual({
      field: 'newPassword',
      message: 'Password must be at least 8 characters long',
    });
    expect(checkResetPassword('12345678', '12345678')).toBeNull();
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
