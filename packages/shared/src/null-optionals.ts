import type { z } from 'zod';

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
