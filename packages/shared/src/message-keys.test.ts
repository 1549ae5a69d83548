import { describe, expect, it } from 'vitest';
import { FILE_MSG, MSG, type MessageKey } from './messages.ts';
import { CLASS_MSG } from './classes.ts';
import { CERT_MSG, WAITLIST_MSG } from './contracts/server-messages.ts';
import { MESSAGE_GROUPS, groupCatalogue, groupTemplate } from './message-groups.ts';
import { templateValues } from './text-templates.ts';
import { fieldKeysOf, messageKeyOf } from './message-keys.ts';

describe('message keys', () => {
  it('names the MSG key of every MSG text, one whose text it is', () => {
    for (const [key, text] of Object.entries(MSG)) {
      const found = messageKeyOf(text);
      expect(found, key).toBeDefined();
      expect(MSG[found as MessageKey]).toBe(text);
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

  it('names a group key for every text of every group, one whose words it is', () => {
    for (const [group, texts] of Object.entries(MESSAGE_GROUPS)) {
      for (const [name, text] of Object.entries(texts)) {
        const words = typeof text === 'function' ? (text as (n: number) => string)(7) : text;
        const found = messageKeyOf(words);
        expect(found, `${group}.${name}`).toBeDefined();
        const template = found!.includes('.') ? groupTemplate(found!)! : MSG[found as MessageKey];
        expect(templateValues(template, words), `${group}.${name}`).toBeDefined();
      }
    }
  });

  it('keeps the MSG key where a group repeats an MSG text, else the group and key', () => {
    expect(messageKeyOf(WAITLIST_MSG.added)).toBe('waitlistAdded');
    expect(messageKeyOf(WAITLIST_MSG.alreadyOn)).toBe('waitlist.alreadyOn');
    expect(messageKeyOf(CLASS_MSG.capacity)).toBe('class.capacity');
    expect(fieldKeysOf({ capacity: CLASS_MSG.capacity, x: 'Nope' })).toEqual({
      capacity: 'class.capacity',
    });
  });

  it('names the texts written with numbers by their template and reads the numbers back', () => {
    expect(messageKeyOf(FILE_MSG.quotaExceeded(50))).toBe('file.quotaExceeded');
    expect(messageKeyOf(CERT_MSG.bulkDeleted(3))).toBe('cert.bulkDeleted');
    expect(groupCatalogue().cert!.bulkDeleted).toBe('{{n}} certificate(s) deleted successfully');
    expect(
      templateValues(groupTemplate('file.tooManyUploads')!, FILE_MSG.tooManyUploads(20)),
    ).toEqual({ perHour: '20' });
    expect(groupTemplate('class.nope')).toBeUndefined();
    expect(groupTemplate('nope')).toBeUndefined();
    expect(groupTemplate('class.toString')).toBeUndefined();
  });
});
