import { describe, expect, it } from 'vitest';
import { changePasswordSchema, foldRegistrationBody, registerSchema } from './index.ts';
import { isValidPhone, normalizePhone } from './people.ts';
import { MSG } from './messages.ts';

const valid = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'Ana@Example.com ',
  phoneNumber: '',
  password: 'Sunshine42',
  confirmPassword: 'Sunshine42',
};

const firstError = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('phone numbers', () => {
  it.each(['5551234567', '(555) 123-4567', '555.123.4567', '+1 555 123 4567', '+15551234567'])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['555123456', '55512345678', '+2 555 123 4567', 'phone', '+1555123456'])(
    'refuses %s',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
  it('normalises to digits with an optional +', () => {
    expect(normalizePhone('+1 (555) 123-4567')).toBe('+15551234567');
  });
});

describe('registerSchema', () => {
  it('trims and lowercases the address and turns an empty phone into null', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.phoneNumber).toBeNull();
  });

  it.each([
    [{ password: 'short', confirmPassword: 'short' }, MSG.passwordTooShort],
    [{ confirmPassword: 'Other1234' }, MSG.passwordsDoNotMatch],
    [{ email: 'ana.example.com' }, MSG.invalidEmail],
    [{ phoneNumber: '12' }, MSG.invalidPhone],
    [{ firstName: ' A ' }, MSG.firstNameTooShort],
    [{ lastName: '' }, MSG.lastNameTooShort],
  ])('refuses %j with the specification message', (overrides, message) => {
    expect(firstError({ ...valid, ...overrides })).toBe(message);
  });

  it('folds the snake_case helper body and ignores role and status', () => {
    const folded = foldRegistrationBody({
      first_name: 'Bo',
      last_name: 'Chen',
      email: 'bo@example.com',
      password: 'Sunshine42',
      role: 'admin',
      status: 'suspended',
    });
    expect(folded).toEqual({
      firstName: 'Bo',
      lastName: 'Chen',
      email: 'bo@example.com',
      phoneNumber: undefined,
      password: 'Sunshine42',
      confirmPassword: 'Sunshine42',
    });
    expect(registerSchema.safeParse(folded).success).toBe(true);
  });
});

describe('changePasswordSchema', () => {
  it('uses the change-password texts', () => {
    const short = changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'short' });
    expect(short.success ? undefined : short.error.issues[0]?.message).toBe(
      MSG.newPasswordTooShort,
    );
    const mismatch = changePasswordSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'LongEnough1',
      confirmPassword: 'LongEnough2',
    });
    expect(mismatch.success ? undefined : mismatch.error.issues[0]?.message).toBe(
      MSG.newPasswordsDoNotMatch,
    );
  });
});
