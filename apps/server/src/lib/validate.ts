import type { z } from 'zod';
import { MSG } from '@careclass/shared';
import { badRequest } from './errors.ts';

/**
 * Parses a payload with a schema of the shared contract. The first message becomes the envelope's
 * `error` (the text a form shows), and every field's first message goes into `fields`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? MSG.invalidRequest;
  throw badRequest(first, fields);
}
