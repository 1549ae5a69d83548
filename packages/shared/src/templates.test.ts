import { describe, expect, it } from 'vitest';
import { TEMPLATE_TYPES } from './enums.ts';
import {
  defaultVariables,
  fillTemplate,
  normaliseTemplateName,
  placeholdersOf,
  previewTemplate,
  templateMismatchMessage,
  templateRecipientType,
  templateVariables,
} from './templates.ts';

describe('normaliseTemplateName', () => {
  it.each([
    ['Class Reminder', 'class_reminder'],
    ['  Payment   Due  ', 'payment_due'],
    ['Class Reminder (Fall)!', 'class_reminder_fall'],
    ['already_ok_2', 'already_ok_2'],
    ['Café-Notice', 'cafnotice'],
    ['tab\tname', 'tab_name'],
  ])('%j becomes %j', (input, expected) => expect(normaliseTemplateName(input)).toBe(expected));

  it('can leave nothing', () => {
    expect(normaliseTemplateName('!!! ###')).toBe('_');
    expect(normaliseTemplateName('***')).toBe('');
    expect(normaliseTemplateName('   ')).toBe('');
  });
});

describe('placeholdersOf', () => {
  it('lists each {word} once, in order', () => {
    expect(
      placeholdersOf('Hi {student_name}, {class_name} on {start_date} ({class_name})'),
    ).toEqual(['student_name', 'class_name', 'start_date']);
  });
  it('ignores what is not a {word}', () => {
    expect(placeholdersOf('{} {two words} {a-b} {{x}} plain')).toEqual(['x']);
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(
      fillTemplate('Hi {student_name}, grade {grade}. {unknown}', {
        student_name: 'Ann',
        grade: 'A+',
      }),
    ).toBe('Hi Ann, grade A+. {unknown}');
  });
  it('writes numbers and keeps null or undefined values unfilled', () => {
    expect(fillTemplate('{n} of {m} {o}', { n: 15, m: null, o: undefined })).toBe('15 of {m} {o}');
  });
  it('treats values as plain text: nothing is filled twice', () => {
    expect(fillTemplate('{a} {b}', { a: '{b}', b: '$& $1' })).toBe('{b} $& $1');
  });
  it('does not read inherited properties', () => {
    expect(fillTemplate('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });
});

describe('recipient types and variables', () => {
  it('maps every template type', () => {
    const map = Object.fromEntries(TEMPLATE_TYPES.map((t) => [t, templateRecipientType(t)]));
    expect(map).toEqual({
      user_notification: 'user',
      enrollment: 'user',
      payment: 'user',
      certificate: 'user',
      class_notification: 'class',
      class_reminder: 'class',
    });
  });
  it('offers the defaults of the recipient type', () => {
    expect(defaultVariables('user')).toEqual(['student_name', 'class_name', 'grade']);
    expect(defaultVariables('class')).toEqual(['class_name', 'student_count', 'teacher_name']);
  });
  it('adds the placeholders of the texts after the defaults', () => {
    expect(
      templateVariables('class', 'Reminder: {class_name}', 'On {start_date}, {title}'),
    ).toEqual(['class_name', 'student_count', 'teacher_name', 'start_date', 'title']);
  });
  it('words the mismatch as the specification does', () => {
    expect(templateMismatchMessage('class', 'user')).toBe(
      'This template is for class notifications, not user notifications.',
    );
  });
});

describe('previewTemplate', () => {
  it('fills the sample values', () => {
    expect(previewTemplate('{grade} for {student_count} with {teacher_name}')).toBe(
      'A+ for 15 with Ms. Johnson',
    );
  });
  it('cuts at 50 characters with an ellipsis', () => {
    const text = 'Dear {student_name}, this is a reminder that your class starts soon.';
    const preview = previewTemplate(text);
    expect(preview).toBe('Dear Jane Doe, this is a reminder that your class ...');
    expect(preview.length).toBe(53);
    expect(previewTemplate('x'.repeat(50))).toBe('x'.repeat(50));
  });
});
