import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@careclass/shared';
import { badRequest } from './errors.ts';

/**
 * Parses a payload with a schema of the shared contract. The first message becomes the envelope's
 * `error` (the text a form shows), and every field's first message goes into `fields`. JSON `null`
 * in an optional field means "not given", as the original client sends it (see dropNullOptionals).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(dropNullOptionals(schema, input ?? {}));
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? MSG.invalidRequest;
  throw badRequest(first, fields);
}

type Shape = Record<string, z.ZodType>;

/** The fields of an object schema, looking through optional, default, pipe and preprocess wrappers. */
function shapeOf(schema: z.ZodType): Shape | null {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    const def = current.def as {
      type: string;
      shape?: Shape;
      in?: z.ZodType;
      out?: z.ZodType;
      innerType?: z.ZodType;
    };
    if (def.type === 'object') return def.shape ?? null;
    // A preprocessed schema (a pipe from a transform) has the fields of what it feeds.
    if (def.type === 'pipe') current = def.in?.def.type === 'transform' ? def.out : def.in;
    else if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type))
      current = def.innerType;
    else return null;
  }
  return null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Leaves out the keys whose value is `null` where the schema takes "not given" but not null, in
 * nested objects too, so `{ "notes": null }` reads as `{}`. A field that accepts null keeps it, and
 * a required field still answers that it is required.
 */
export function dropNullOptionals(schema: z.ZodType, input: unknown): unknown {
  const shape = shapeOf(schema);
  if (!shape || !isPlainObject(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!field) {
      out[key] = value;
    } else if (value === null) {
      if (field.safeParse(null).success || !field.safeParse(undefined).success) out[key] = value;
    } else {
      out[key] = dropNullOptionals(field, value);
    }
  }
  return out;
}

/**
 * Gives a route that declares its body schema the same reading parseOrThrow gives a service: no
 * body reads as `{}` (so the answer names the missing fields) and `null` in an optional field as
 * "not given". Runs before the route's validation, after the input guard.
 */
export function registerBodyDefaults(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body;
    if (!(schema instanceof z.ZodType)) return;
    request.body = dropNullOptionals(schema, request.body ?? {});
  });
}
