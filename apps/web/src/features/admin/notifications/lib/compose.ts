import { fillTemplate, placeholdersOf, type RecipientType } from '@careclass/shared';

/**
 * What the Send Notification dialog sends and previews (docs/decisions/0015, "Texts"). A template
 * sent with its own text is filled by the server for each recipient; text the office typed or
 * changed is sent as written, so the dialog fills in the values that are the same for every
 * recipient itself and refuses a placeholder it cannot fill (a class send's {student_name}).
 */

/** The placeholders the server fills in a template's text, by recipient type. */
export const SERVER_FILLED: Record<RecipientType, readonly string[]> = {
  user: ['student_name', 'title', 'message'],
  class: [
    'student_name',
    'class_name',
    'student_count',
    'teacher_name',
    'start_date',
    'title',
    'message',
  ],
};

/** Every variable of the specification: one of these left in a text would reach a student. */
export const KNOWN_VARIABLES = [
  'class_name',
  'start_date',
  'student_count',
  'student_name',
  'title',
  'message',
  'grade',
  'teacher_name',
] as const;

/** Stands in for a class value the office has not set (as the server and the class page do). */
export const NOT_SET = 'TBA';

export interface SendContext {
  recipientType: RecipientType;
  /** The chosen user (user sends). */
  userName?: string | null;
  /** The chosen class (class sends). */
  className?: string | null;
  instructorName?: string | null;
  /** Students who will receive it, once known. */
  studentCount?: number | null;
}

/** Values that are the same for every recipient of the send. */
export function sharedValues(ctx: SendContext): Record<string, string> {
  if (ctx.recipientType === 'user') {
    return ctx.userName ? { student_name: ctx.userName } : {};
  }
  if (!ctx.className) return {};
  return {
    class_name: ctx.className,
    teacher_name: ctx.instructorName?.trim() || NOT_SET,
    ...(typeof ctx.studentCount === 'number' ? { student_count: String(ctx.studentCount) } : {}),
  };
}

export interface TemplateTexts {
  title_template: string;
  message_template: string;
}

/** True when the title and message are the template's own text (the server fills it). */
export function isTemplateText(
  template: TemplateTexts | null | undefined,
  title: string,
  message: string,
): template is TemplateTexts {
  return Boolean(
    template && title === template.title_template && message === template.message_template,
  );
}

export interface Composed {
  /** The texts as one recipient sees them, as far as the dialog knows them. */
  preview: { title: string; message: string };
  /** Placeholders the server fills in for each recipient when it sends. */
  filledWhenSent: string[];
  /** Placeholders nobody fills: they reach the recipient as written. */
  sentAsWritten: string[];
  /** Known variables the dialog cannot fill in typed text: sending is refused. */
  unfillable: string[];
  /** The texts to send; with `templateId` the server fills them. */
  body: { title: string; message: string; templateId?: number };
}

/**
 * The preview and the request body of a send. `sampleStudent` (a class send) shows {student_name}
 * as one of the students will read it; it is never sent.
 */
export function compose(
  input: { title: string; message: string; template?: (TemplateTexts & { id: number }) | null },
  ctx: SendContext,
  sampleStudent?: string | null,
): Composed {
  const shared = sharedValues(ctx);
  const title = input.title.trim();
  const message = input.message.trim();
  if (isTemplateText(input.template, input.title, input.message)) {
    const values = { ...shared, ...(sampleStudent ? { student_name: sampleStudent } : {}) };
    const preview = { title: fillTemplate(title, values), message: fillTemplate(message, values) };
    const left = placeholdersOf(`${preview.title}\n${preview.message}`);
    const server = SERVER_FILLED[ctx.recipientType];
    return {
      preview,
      filledWhenSent: left.filter((name) => server.includes(name)),
      sentAsWritten: left.filter((name) => !server.includes(name)),
      unfillable: [],
      body: { title, message, templateId: input.template.id },
    };
  }
  const body = { title: fillTemplate(title, shared), message: fillTemplate(message, shared) };
  const left = placeholdersOf(`${body.title}\n${body.message}`);
  const known = KNOWN_VARIABLES as readonly string[];
  return {
    preview: body,
    filledWhenSent: [],
    sentAsWritten: left.filter((name) => !known.includes(name)),
    unfillable: left.filter((name) => known.includes(name)),
    body,
  };
}

/** The refusal of typed text that still holds variables the dialog cannot fill. */
export function unfillableMessage(names: string[], fromTemplate: boolean): string {
  const list = names.map((n) => `{${n}}`).join(', ');
  return fromTemplate
    ? `${list} can only be filled in when the template's own text is sent. Undo your changes to the text, or write the values out.`
    : `${list} can only be filled in from a template. Write the values out, or choose a template.`;
}
