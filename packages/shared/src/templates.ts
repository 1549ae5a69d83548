import type { TemplateType } from './enums.ts';
import { LIMITS } from './limits.ts';

/**
 * Notification templates (specification: "Admin notifications" and the Notification template
 * entity). Pure rules, shared by the server (which fills templates when it sends) and the web app
 * (which shows previews).
 */

/** Who a template is written for: one user, or the students of a class. */
export const RECIPIENT_TYPES = ['user', 'class'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/** Template type to recipient type (specification, "Admin notifications"). */
export const TEMPLATE_RECIPIENT: Record<TemplateType, RecipientType> = {
  user_notification: 'user',
  enrollment: 'user',
  payment: 'user',
  certificate: 'user',
  class_notification: 'class',
  class_reminder: 'class',
};

export const templateRecipientType = (type: TemplateType): RecipientType =>
  TEMPLATE_RECIPIENT[type];

/** The variables every new template offers, by recipient type. */
export const DEFAULT_TEMPLATE_VARIABLES: Record<RecipientType, readonly string[]> = {
  user: ['student_name', 'class_name', 'grade'],
  class: ['class_name', 'student_count', 'teacher_name'],
};

export const defaultVariables = (recipientType: RecipientType): string[] => [
  ...DEFAULT_TEMPLATE_VARIABLES[recipientType],
];

/**
 * A template's name as it is stored: surrounding blanks dropped, lowercased, each run of spaces
 * made one underscore, and every character other than a-z, 0-9 and underscore removed.
 * "Class Reminder (Fall)!" becomes "class_reminder_fall". May return "" (the caller refuses it).
 */
export function normaliseTemplateName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The distinct {word} placeholders of a text, in the order they first appear. */
export function placeholdersOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) found.add(match[1]!);
  return [...found];
}

/** The variables a template offers: the defaults of its recipient type, then its placeholders. */
export function templateVariables(recipientType: RecipientType, ...texts: string[]): string[] {
  const all = new Set<string>(DEFAULT_TEMPLATE_VARIABLES[recipientType]);
  for (const text of texts) for (const name of placeholdersOf(text)) all.add(name);
  return [...all];
}

export type TemplateValues = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Fills the {word} placeholders of a text in one pass. A placeholder without a value (unknown,
 * null or undefined) stays as it is written. Values are plain text: a value that itself contains
 * {word} is not filled again.
 */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const value = values[name];
    return value === null || value === undefined ? whole : String(value);
  });
}

/** Sample values of the template preview (specification: grade A+, student count 15, a teacher). */
export const TEMPLATE_PREVIEW_VALUES = {
  student_name: 'Jane Doe',
  class_name: 'CPR and First Aid Certification',
  grade: 'A+',
  student_count: '15',
  teacher_name: 'Ms. Johnson',
  start_date: '2025-09-15',
} as const;

/** The preview of a template text: filled with the sample values, cut at 50 characters with "...". */
export function previewTemplate(text: string, limit: number = LIMITS.templatePreviewTruncate) {
  const filled = fillTemplate(text, TEMPLATE_PREVIEW_VALUES);
  return filled.length > limit ? `${filled.slice(0, limit)}...` : filled;
}

/** The specification's text for a template used with the other kind of recipient. */
export const templateMismatchMessage = (templateFor: RecipientType, requested: RecipientType) =>
  `This template is for ${templateFor} notifications, not ${requested} notifications.`;
