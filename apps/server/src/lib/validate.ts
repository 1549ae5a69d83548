import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, dropNullOptionals } from '@careclass/shared';

export { dropNullOptionals };
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
