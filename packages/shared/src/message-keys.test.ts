import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { fieldKeysOf, messageKeyOf } from './message-keys.ts';

describe('message keys', () => {
  it('names the MSG key of every MSG text, one whose text it is', () => {
    for (const [key, text] of Object.entries(MSG)) {
      const found = messageKeyOf(text);
      expect(found, key).toBeDefined();
      expect(MSG[found!]).toBe(text);
    }
    expect(messageKeyOf(MSG.loginFailed)).toBe('loginFailed');
  });

  it('names no key for a text that is not one of MSG', () => {
    expect(messageKeyOf('Email or password is wrong')).toBeUndefined();
    expect(messageKeyOf('')).toBeUndefined();
  });

  it('keys the fields whose message is an MSG text and leaves out the others', () => {
    expect(
      fieldKeysOf({ email: MSG.invalidEmail, phone_number: MSG.invalidPhone, other: 'Nope' }),
    ).toEqual({ email: 'invalidEmail', phone_number: 'invalidPhone' });
  });
});
