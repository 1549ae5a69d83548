import type { z } from 'zod';

type AnswerSchemas = typeof import('./answer-schemas.ts');

/** A contract schema that is loaded when a call first needs it (see answer-schemas.ts). */
export interface LazySchema<S extends z.ZodType> {
  readonly load: () => Promise<S>;
}

let loading: Promise<AnswerSchemas> | undefined;

function answerSchemas(): Promise<AnswerSchemas> {
  loading ??= import('./answer-schemas.ts').catch((error: unknown) => {
    // A failed chunk download (offline, a new deployment) is tried again by the next call.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** `lazySchema((s) => s.classListSchema)`: the schema, fetched with the first call that uses it. */
export function lazySchema<S extends z.ZodType>(
  pick: (schemas: AnswerSchemas) => S,
): LazySchema<S> {
  return { load: () => answerSchemas().then(pick) };
}

export function isLazySchema(value: unknown): value is LazySchema<z.ZodType> {
  return typeof value === 'object' && value !== null && 'load' in value && !('safeParse' in value);
}
