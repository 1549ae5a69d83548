import type { FastifyInstance } from 'fastify';
import { INPUT_MSG, hasUnsafeCharacters } from '@careclass/shared';
import { badRequest } from '../lib/errors.ts';

/**
 * Refuses NUL and the other control characters (and half surrogate pairs) anywhere in a request's
 * path, query or JSON body, before any route reads them. PostgreSQL cannot store NUL in text, and
 * no form of the application lets a person type the others; schemas check their own fields too,
 * this catches every field.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const where =
      firstUnsafeString(request.params) ??
      firstUnsafeString(request.query) ??
      firstUnsafeString(request.body);
    if (where !== null)
      throw badRequest(INPUT_MSG.controlCharacters, { [where]: INPUT_MSG.controlCharacters });
  });
}

/**
 * The dotted path of the first string (value or key) holding a character hasUnsafeCharacters
 * refuses, or null. Breadth first, through a list read by index: a hostile body may nest deeper
 * than the call stack, or hold a hundred thousand items.
 */
export function firstUnsafeString(value: unknown): string | null {
  const queue: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let i = 0; i < queue.length; i++) {
    const { value: current, path } = queue[i]!;
    if (typeof current === 'string') {
      if (hasUnsafeCharacters(current)) return path || '_';
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasUnsafeCharacters(key)) return childPath;
        queue.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
