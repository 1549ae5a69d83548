import { z } from 'zod';
import { idSchema, wholeNumberSchema } from '../input.ts';
import { dropNullOptionals } from '../null-optionals.ts';

/**
 * Pieces every domain's contract uses (issue 12). Each domain has its own file beside this one;
 * a route declares `schema: { params, querystring, body, response }` from them, the server
 * validates and serialises through them (a field not in a response schema never leaves), and the
 * web app's API client parses answers with the same schemas.
 */

/** `:id` in a path: a positive whole number (a bad one is answered with the invalid-id text). */
export const idParam = z.object({ id: idSchema() });
export type IdParam = z.output<typeof idParam>;

/**
 * A moment in time, ISO 8601 text in JSON. The server's rows hold `Date`s: its answers are parsed
 * through their schema (lib/contract-provider.ts), which turns them into their ISO text, and the
 * web app reads the text.
 */
export const timestamp = z.preprocess(
  (value: Date | string) => (value instanceof Date ? value.toISOString() : value),
  z.string(),
);

/** A calendar date without a time (YYYY-MM-DD), as the database's date columns hold it. */
export const calendarDate = z.string();

/** The refusals of a list's `page`, `limit` and search text (message group `list`, docs/decisions/0053). */
export const LIST_MSG = {
  invalidPage: 'Invalid page',
  invalidLimit: 'Invalid limit',
  searchTooLong: 'The search text is too long',
  /** The search was not one text (the parameter given twice, say). */
  invalidSearch: 'Invalid search text',
} as const;

/**
 * The refusals of an "action plus fields" body (message group `action`): `actions` is the list of
 * the call's action names, `name` the one asked for; both stay as given in every language.
 */
export const ACTION_MSG = {
  notObject: (actions: string) =>
    `The body must be an object with an action. Use one of: ${actions}`,
  missing: (actions: string) => `Please give an action. Use one of: ${actions}`,
  unknown: (name: string, actions: string) => `Unknown action: ${name}. Use one of: ${actions}`,
} as const;

/** The plain answer of many writes: what happened, in words for people. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

/** `{ success: true, message }`, the answer of the writes the specification words that way. */
export const successAnswer = z.object({ success: z.literal(true), message: z.string() });
export type SuccessAnswer = z.output<typeof successAnswer>;

/**
 * Where a page of a long list is: its number, size and the total. Totals are exact up to
 * LIMITS.exactCountMax; above it `total_is_estimate` is true and the total is the planner's
 * estimate (docs/decisions/0043).
 */
export const pageInfoSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_is_estimate: z.boolean().optional(),
});
export type PageInfo = z.output<typeof pageInfoSchema>;

/**
 * The optional `page` and `limit` of a list the specification gives no pagination: absent, the
 * first page of `defaultLimit` rows; `limit` at most `maxLimit` (sizes chosen so that a page stays
 * well under 200 KB, docs/decisions/0043).
 */
export const listPageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: wholeNumberSchema(LIST_MSG.invalidPage, 1).optional().default(1),
  limit: wholeNumberSchema(LIST_MSG.invalidLimit, 1, maxLimit).optional().default(defaultLimit),
});

/** The default page size of the back office's paged lists. */
export const DEFAULT_PAGE_LIMIT = 25;

/** `page` (from 1) and `limit` (1 to 100, 25 when not given) of a paged list's query. */
export const pageQueryFields = listPageQuery(DEFAULT_PAGE_LIMIT, 100);

/**
 * The body of a call that takes none (logout, resending the verification mail, marking
 * notifications read, accepting or declining an offer): nothing, or a JSON object whose fields are
 * ignored. No body reads as `{}` (registerBodyDefaults); a list, a number or text is refused.
 */
export const noBodySchema = z
  .object({})
  .meta({ description: 'No body. An empty JSON object is accepted; its fields are ignored.' });

/** A field of a multipart form as the document shows it: a file, or a short text. */
export interface FormField {
  description: string;
  /** A file part (shown as a binary string); otherwise a text field. */
  file?: true;
  required?: true;
}

/** The media type of the upload forms (a route's `consumes`). */
export const MULTIPART: ['multipart/form-data'] = ['multipart/form-data'];

/**
 * The body of an upload route, for the document only. The form is read as a stream by the handler
 * (apps/server/src/modules/files/multipart.ts), after the guards, and its file and fields are
 * checked by the service with the specification's texts; a streamed request has no parsed body,
 * so the schema lets anything through and only describes the form: an object whose file fields
 * are binary strings. `orJson` is the JSON body the same route also takes (the materials route:
 * a file or a link), shown as the other choice.
 */
export function multipartBody(
  description: string,
  fields: Record<string, FormField>,
  orJson?: z.ZodType,
) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.file
        ? { type: 'string', format: 'binary', description: field.description }
        : { type: 'string', description: field.description },
    ]),
  );
  const required = Object.keys(fields).filter((name) => fields[name]!.required);
  const form = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  if (!orJson) return z.unknown().meta({ description, ...form });
  const { $schema: _draft, ...json } = z.toJSONSchema(orJson, {
    io: 'input',
    unrepresentable: 'any',
  });
  return z.unknown().meta({ description, anyOf: [form, json] });
}

/** Which action of an "action plus fields" body was chosen, with its fields parsed. */
export type ChosenAction<A extends Record<string, z.ZodType>> = {
  [K in keyof A & string]: { action: K; fields: z.output<A[K]> };
}[keyof A & string];

/**
 * The body of an "action plus fields" call (docs/decisions/0027 and 0040): `{ action, ...fields }`,
 * where each action's fields are the body of its own route. Checked in this order: an object, an
 * action given, a known action (each with its text naming the known ones), then the action's
 * fields by its own schema, whose messages are that route's. The route gets `{ action, fields }`.
 */
export function actionBody<A extends Record<string, z.ZodType>>(actions: A) {
  const names = Object.keys(actions);
  const use = names.join(', ');
  const variants = names.map((name) => {
    const { $schema: _draft, ...fields } = z.toJSONSchema(actions[name]!, {
      io: 'input',
      unrepresentable: 'any',
    }) as { $schema?: string; properties?: Record<string, unknown>; required?: string[] };
    return {
      ...fields,
      type: 'object',
      properties: { action: { const: name }, ...fields.properties },
      required: ['action', ...(fields.required ?? [])],
    };
  });
  return z
    .unknown()
    .transform((body, ctx): ChosenAction<A> => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        ctx.addIssue({
          code: 'custom',
          message: ACTION_MSG.notObject(use),
          input: body,
        });
        return z.NEVER;
      }
      const { action, ...fields } = body as Record<string, unknown>;
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', path: ['action'], message, input: action });
        return z.NEVER;
      };
      if (action === undefined || action === null || action === '')
        return refuse(ACTION_MSG.missing(use));
      if (typeof action !== 'string' || !Object.hasOwn(actions, action)) {
        // The asked-for name is echoed shortened: enough to spot a typo, never a page of input.
        const name = typeof action === 'string' ? action : JSON.stringify(action);
        return refuse(ACTION_MSG.unknown(name.length > 40 ? `${name.slice(0, 40)}…` : name, use));
      }
      const schema = actions[action]!;
      const parsed = schema.safeParse(dropNullOptionals(schema, fields));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, input: undefined });
        return z.NEVER;
      }
      return { action, fields: parsed.data } as ChosenAction<A>;
    })
    .meta({
      description: `An action and the fields of its own route. ${use}.`,
      anyOf: variants,
    });
}

/**
 * An action's fields that name their row in `target` (the id its own route has in its path, e.g.
 * `class_id` for PUT /classes/{id}/status): the id is checked first (its own route's invalid-id
 * text, under `target`), then the other fields by `fields`, the own route's body (null in one of
 * its optional fields reads as not given, as on that route). Gives `{ id, fields }`.
 */
export function withTarget<S extends z.ZodType>(target: string, fields: S, description: string) {
  const { $schema: _draft, ...json } = z.toJSONSchema(fields, {
    io: 'input',
    unrepresentable: 'any',
  }) as { $schema?: string; properties?: Record<string, unknown>; required?: string[] };
  return z
    .unknown()
    .transform((body, ctx): { id: number; fields: z.output<S> } => {
      const raw =
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : {};
      const { [target]: given, ...rest } = raw;
      const id = idSchema().safeParse(given ?? undefined);
      if (!id.success) {
        for (const issue of id.error.issues)
          ctx.addIssue({ code: 'custom', path: [target], message: issue.message });
        return z.NEVER;
      }
      const parsed = fields.safeParse(dropNullOptionals(fields, rest));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, input: undefined });
        return z.NEVER;
      }
      return { id: id.data, fields: parsed.data };
    })
    .meta({
      ...json,
      description,
      type: 'object',
      properties: { [target]: { type: 'integer' }, ...json.properties },
      required: [target, ...(json.required ?? [])],
    });
}
