import { describe, expect, it } from 'vitest';
import {
  INPUT_MSG,
  MAX_DB_INTEGER,
  calendarDateSchema,
  hasUnsafeCharacters,
  idSchema,
  isCalendarDate,
  isSanePrice,
  textSchema,
  wholeNumberSchema,
} from './input.ts';
import { checkClassInput } from './classes.ts';
import { registerSchema } from './index.ts';
import { contactSchema } from './contracts/contact.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('idSchema', () => {
  it('takes positive integers up to the largest PostgreSQL integer, as numbers or digits', () => {
    expect(idSchema().parse(1)).toBe(1);
    expect(idSchema().parse('42')).toBe(42);
    expect(idSchema().parse(' 7 ')).toBe(7);
    expect(idSchema().parse(MAX_DB_INTEGER)).toBe(MAX_DB_INTEGER);
  });

  it('refuses what is not one, with the given message', () => {
    for (const bad of [
      MAX_DB_INTEGER + 1,
      '2147483648',
      '9999999999999',
      -1,
      0,
      1.5,
      'abc',
      '1e3',
      '0x10',
      '',
      null,
      [],
      1e300,
    ]) {
      expect(firstMessage(idSchema('Pick one').safeParse(bad)), String(bad)).toBe('Pick one');
    }
    expect(firstMessage(idSchema().safeParse('abc'))).toBe(INPUT_MSG.invalidId);
  });
});

describe('wholeNumberSchema', () => {
  it('keeps to its range and to a PostgreSQL integer', () => {
    const page = wholeNumberSchema('Invalid page', 1);
    expect(page.parse('3')).toBe(3);
    expect(page.safeParse('0').success).toBe(false);
    expect(page.safeParse(2147483648).success).toBe(false);
    expect(page.safeParse('1e9').success).toBe(false);
  });
});

describe('textSchema', () => {
  it('trims, limits the length with the message given and refuses control characters', () => {
    const name = textSchema(10, 'Name must be at most 10 characters');
    expect(name.parse('  Ann  ')).toBe('Ann');
    expect(name.parse('two\nlines')).toBe('two\nlines');
    expect(firstMessage(name.safeParse('x'.repeat(11)))).toBe('Name must be at most 10 characters');
    expect(firstMessage(name.safeParse('a\u0000b'))).toBe(INPUT_MSG.controlCharacters);
    expect(firstMessage(name.safeParse('bell\u0007'))).toBe(INPUT_MSG.controlCharacters);
  });

  it('finds control characters and half surrogate pairs, but lets tab and line ends be', () => {
    expect(hasUnsafeCharacters('a\u0000')).toBe(true);
    expect(hasUnsafeCharacters('\u007f')).toBe(true);
    expect(hasUnsafeCharacters('tab\there\r\n')).toBe(false);
    expect(hasUnsafeCharacters('half a pair \uD800')).toBe(true);
    expect(hasUnsafeCharacters('\uDC00 alone')).toBe(true);
    expect(hasUnsafeCharacters('a whole pair \uD83D\uDE00')).toBe(false);
  });
});

describe('calendar dates', () => {
  it('takes real days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
    for (const bad of [
      '2027-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-04-31',
      '0000-01-01',
      '1899-12-31',
      '2026-1-1',
      '',
      '2026-01-01T00:00',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it('says how to write one', () => {
    expect(calendarDateSchema().parse(' 2026-05-01 ')).toBe('2026-05-01');
    expect(firstMessage(calendarDateSchema().safeParse('2027-02-30'))).toBe(INPUT_MSG.invalidDate);
    expect(firstMessage(calendarDateSchema('Bad day').safeParse(5))).toBe('Bad day');
  });
});

describe('prices', () => {
  it('are finite, not negative and at most $100,000', () => {
    expect(isSanePrice(0)).toBe(true);
    expect(isSanePrice(100_000)).toBe(true);
    for (const bad of [100_000.01, 1e300, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isSanePrice(bad), String(bad)).toBe(false);
    }
    expect(INPUT_MSG.priceTooHigh).toBe('Price must be at most $100,000');
  });
});

describe('the shared forms use them', () => {
  const session = {
    date: '2031-06-15',
    end_date: '2031-06-15',
    start_time: '09:00',
    end_time: '15:00',
    location: 'Room 2',
    capacity: 5,
  };
  const cls = {
    title: 'CPR',
    instructor_id: 3,
    description: 'A class',
    price: 120,
    dates: [session],
  };

  it('a class refuses impossible dates, huge prices and capacities, long or control text', () => {
    expect(checkClassInput(cls).ok).toBe(true);
    const fails = (body: unknown) => {
      const checked = checkClassInput(body);
      return checked.ok ? null : [checked.field, checked.error];
    };
    expect(fails({ ...cls, dates: [{ ...session, date: '2027-02-30' }] })).toEqual([
      'dates.0.date',
      'Dates must be in yyyy-MM-dd format',
    ]);
    expect(fails({ ...cls, price: 1e300 })).toEqual(['price', 'Price must be at most $100,000']);
    expect(fails({ ...cls, dates: [{ ...session, capacity: 1e300 }] })).toEqual([
      'dates.0.capacity',
      'Capacity must be at most 1000 for each session',
    ]);
    expect(fails({ ...cls, instructor_id: 2147483648 })?.[0]).toBe('instructor_id');
    expect(fails({ ...cls, title: 'x'.repeat(201) })).toEqual([
      'title',
      'Title must be at most 200 characters',
    ]);
    expect(fails({ ...cls, description: 'a\u0000b' })).toEqual([
      'description',
      INPUT_MSG.controlCharacters,
    ]);
    expect(fails({ ...cls, dates: [{ ...session, id: 2147483648 }] })).toEqual([
      'dates.0.id',
      INPUT_MSG.invalidId,
    ]);
  });

  it('sign-up and contact name their limits and refuse NUL', () => {
    const signUp = {
      firstName: 'x'.repeat(101),
      lastName: 'Doe',
      email: 'a@b.test',
      password: 'Password1!',
      confirmPassword: 'Password1!',
    };
    expect(firstMessage(registerSchema.safeParse(signUp))).toBe(
      'First name must be at most 100 characters',
    );
    expect(firstMessage(registerSchema.safeParse({ ...signUp, firstName: 'An\u0000n' }))).toBe(
      INPUT_MSG.controlCharacters,
    );
    expect(
      firstMessage(
        registerSchema.safeParse({ ...signUp, firstName: 'Ann', email: 'a\u0000@b.test' }),
      ),
    ).toBe('Please enter a valid email address');
    expect(
      firstMessage(
        contactSchema.safeParse({ name: 'Ann', email: 'a@b.test', message: 'x'.repeat(5001) }),
      ),
    ).toBe('Message must be at most 5000 characters');
  });
});
