import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, REQUEST_MSG } from '@careclass/shared';
import { errorBody } from '../lib/error-body.ts';
import { AppError, concurrencyRefusal, isBadInputError, isUniqueViolation } from '../lib/errors.ts';

/**
 * One renderer for every error: the envelope { error, code, message_key?, fields?, field_keys? }
 * (lib/error-body.ts) with a fitting status.
 * Nothing internal (SQL, stack, paths) reaches a response; 5xx details go to the log only.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.message, error.code, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? MSG.invalidRequest;
      }
      return reply
        .status(400)
        .send(
          errorBody(error.validation[0]?.message ?? MSG.invalidRequest, 'VALIDATION_ERROR', fields),
        );
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send(errorBody(REQUEST_MSG.recordExists, 'CONFLICT'));
    }
    if (isBadInputError(error)) {
      // Logged so the missing edge check gets written; the caller only learns the input was bad.
      // The code of its own lets the fuzz test find every input that got this far.
      request.log.warn({ err: error }, 'bad input reached the database');
      return reply.status(400).send(errorBody(MSG.invalidRequest, 'INVALID_INPUT'));
    }
    if (isMultipartError(error)) {
      return reply.status(400).send(errorBody(MSG.invalidRequest, 'BAD_REQUEST'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody(REQUEST_MSG.tooLarge, 'TOO_LARGE'));
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(errorBody(REQUEST_MSG.unsupportedType, 'UNSUPPORTED_MEDIA_TYPE'));
    }
    if (status === 429) {
      return reply.status(429).send(errorBody(error.message, 'RATE_LIMITED'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, empty body) are safe to show, but a generic
      // text reads better for people.
      const text =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? REQUEST_MSG.invalidJson
          : MSG.invalidRequest;
      return reply.status(status).send(errorBody(text, 'BAD_REQUEST'));
    }
    if (concurrencyRefusal(error)) {
      // A deadlock or serialization failure on every try (db/retry.ts): nothing was written and
      // the request was fine, so the caller is asked to send it again rather than told of a fault.
      request.log.warn({ err: error }, 'refused for concurrency on every try');
      return reply.status(503).header('retry-after', '1').send(errorBody(REQUEST_MSG.busy, 'BUSY'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(MSG.somethingWentWrong, 'INTERNAL'));
  });
}

/**
 * A cut-off or malformed multipart body: @fastify/multipart and busboy throw plain errors without a
 * status ("Unexpected end of form", "Malformed part header", FST_ codes of the plugin).
 */
function isMultipartError(error: { code?: string; message?: string; statusCode?: number }) {
  if (error.statusCode !== undefined && error.statusCode !== 500) return false;
  if (
    typeof error.code === 'string' &&
    /^FST_(REQ_FILE|PARTS|FILES|FIELDS|INVALID_MULTIPART|NO_FORM|PROTO_VIOLATION)/.test(error.code)
  )
    return true;
  return /^(Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form)|Multipart: Boundary not found|Part terminated early)/.test(
    error.message ?? '',
  );
}
