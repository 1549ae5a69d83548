import { z } from 'zod';

/**
 * Every validation message is written for a person. Schemas of the contract name their own texts
 * (the specification's) and those always win; this map words whatever zod would otherwise say in
 * its own terms ("Invalid input: expected string, received null"), naming the field.
 */

/** "first_name", "firstName" -> "First name"; a message about the whole body says "The request". */
export function fieldLabel(path: readonly PropertyKey[]): string | null {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return null;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : null;
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
  map: 'a group of fields',
  date: 'a date',
  file: 'a file',
};

const plural = (n: number | bigint, one: string, many: string) =>
  `${n} ${Number(n) === 1 ? one : many}`;

type RawIssue = z.core.$ZodRawIssue;

function sizeMessage(field: string, issue: RawIssue & { code: 'too_small' | 'too_big' }) {
  const least = issue.code === 'too_small';
  const bound = least ? issue.minimum : issue.maximum;
  const word = least ? 'at least' : 'at most';
  switch (issue.origin) {
    case 'string':
      return least && Number(bound) === 1
        ? `${field} is required`
        : `${field} must be ${word} ${plural(bound as number, 'character', 'characters')}`;
    case 'array':
    case 'set':
      return least && Number(bound) === 1
        ? `${field} must have at least one entry`
        : `${field} must have ${word} ${plural(bound as number, 'entry', 'entries')}`;
    case 'file':
      return `${field} is too ${least ? 'small' : 'large'}`;
    default:
      return `${field} must be ${word} ${String(bound)}`;
  }
}

function typeMessage(field: string | null, issue: RawIssue & { code: 'invalid_type' }) {
  const input = issue.input;
  if (field === null) {
    return issue.expected === 'object'
      ? 'The request body must be a JSON object'
      : 'The request is not valid';
  }
  if (input === undefined || input === null) return `${field} is required`;
  return `${field} must be ${KIND[issue.expected] ?? 'valid'}`;
}

/** The readable text of one zod issue that its schema gave no message of its own. */
export function readableIssueMessage(issue: RawIssue): string {
  const label = fieldLabel(issue.path ?? []);
  const field = label ?? 'The value';
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(label, issue);
    case 'too_small':
    case 'too_big':
      return sizeMessage(field, issue);
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 6
        ? `${field} must be one of: ${issue.values.map(String).join(', ')}`
        : `${field} is not an allowed value`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Please enter a valid email address'
        : `${field} is not in the right format`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return `${field} has a name that is not allowed`;
    case 'invalid_element':
      return `${field} has an entry that is not valid`;
    default:
      return `${field} is not valid`;
  }
}

z.config({ customError: (issue) => readableIssueMessage(issue) });
