import { describe, expect, it } from 'vitest';
import { compose, isTemplateText, sharedValues, unfillableMessage } from './compose.ts';

const template = {
  id: 7,
  title_template: 'Reminder: {class_name}',
  message_template:
    'Hi {student_name}, {teacher_name} expects {student_count} of you on {start_date}.',
};
const classCtx = {
  recipientType: 'class' as const,
  className: 'Infant Care',
  instructorName: 'Jordan Rivera',
  studentCount: 2,
};

describe('sharedValues', () => {
  it('fills the same values for every recipient only', () => {
    expect(sharedValues({ recipientType: 'user', userName: 'Ann Lee' })).toEqual({
      student_name: 'Ann Lee',
    });
    expect(sharedValues(classCtx)).toEqual({
      class_name: 'Infant Care',
      teacher_name: 'Jordan Rivera',
      student_count: '2',
    });
    expect(sharedValues({ ...classCtx, instructorName: null, studentCount: null })).toEqual({
      class_name: 'Infant Care',
      teacher_name: 'TBA',
    });
    expect(sharedValues({ recipientType: 'class' })).toEqual({});
  });
});

describe('compose', () => {
  it('sends a template unchanged with its id and previews it for one student', () => {
    const result = compose(
      { title: template.title_template, message: template.message_template, template },
      classCtx,
      'Ann Lee',
    );
    expect(result.body).toEqual({
      title: template.title_template,
      message: template.message_template,
      templateId: 7,
    });
    expect(result.preview).toEqual({
      title: 'Reminder: Infant Care',
      message: 'Hi Ann Lee, Jordan Rivera expects 2 of you on {start_date}.',
    });
    expect(result.filledWhenSent).toEqual(['start_date']);
    expect(result.unfillable).toEqual([]);
  });

  it('tells which placeholders a user send leaves as written', () => {
    const result = compose(
      {
        title: 'Grade',
        message: 'Hi {student_name}: {grade}',
        template: {
          ...template,
          title_template: 'Grade',
          message_template: 'Hi {student_name}: {grade}',
        },
      },
      { recipientType: 'user', userName: 'Ann Lee' },
    );
    expect(result.preview.message).toBe('Hi Ann Lee: {grade}');
    expect(result.sentAsWritten).toEqual(['grade']);
    expect(result.body.templateId).toBe(7);
  });

  it('sends changed text without the template, filled with the shared values', () => {
    const result = compose(
      { title: 'About {class_name}', message: 'See you, {teacher_name}', template },
      classCtx,
      'Ann Lee',
    );
    expect(isTemplateText(template, 'About {class_name}', 'See you')).toBe(false);
    expect(result.body).toEqual({
      title: 'About Infant Care',
      message: 'See you, Jordan Rivera',
    });
    expect(result.unfillable).toEqual([]);
  });

  it("refuses a class send's {student_name} in typed text, never the sample name", () => {
    const result = compose(
      { title: 'Hi', message: 'Hi {student_name} {note}' },
      classCtx,
      'Ann Lee',
    );
    expect(result.unfillable).toEqual(['student_name']);
    expect(result.sentAsWritten).toEqual(['note']);
    expect(result.body.message).toBe('Hi {student_name} {note}');
    expect(unfillableMessage(result.unfillable, false)).toBe(
      '{student_name} can only be filled in from a template. Write the values out, or choose a template.',
    );
  });

  it('trims the texts it sends', () => {
    expect(compose({ title: ' Hi ', message: ' There ' }, classCtx).body).toEqual({
      title: 'Hi',
      message: 'There',
    });
  });
});
