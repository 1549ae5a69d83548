import { describe, expect, it } from 'vitest';
import { CORE_MSG, MSG, REQUEST_MSG } from '@careclass/shared';
import { z } from 'zod';
import { errorMessage, errorOfResponse, parseAnswer } from './api-client.ts';

describe('errorOfResponse', () => {
  it('never shows what a failing server or proxy wrote, but what to try next', () => {
    const failures = [
      errorOfResponse(500, '{}', { error: 'Internal Server Error', statusCode: 500 }),
      errorOfResponse(500, '{}', { error: MSG.somethingWentWrong, code: 'INTERNAL' }),
      errorOfResponse(502, '<html><h1>502 Bad Gateway</h1></html>', undefined),
      errorOfResponse(503, '', undefined),
    ];
    for (const error of failures) {
      expect(error.message).toBe(
        'Something went wrong. Please try again in a few minutes; if it keeps happening, contact us.',
      );
      expect(error.fromServer).toBe(false);
      expect(errorMessage(error)).toBe(error.message);
      expect(errorMessage(error, MSG.somethingWentWrong)).toBe(error.message);
      // A screen's own failure text still wins over the generic one.
      expect(errorMessage(error, MSG.resetFailed)).toBe(MSG.resetFailed);
    }
    expect(failures[1]!.code).toBe('INTERNAL');
  });

  it('keeps the server text and fields of a client error', () => {
    const error = errorOfResponse(400, '{}', {
      error: 'Invalid status',
      code: 'VALIDATION_ERROR',
      fields: { status: 'Invalid status' },
    });
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid status',
      code: 'VALIDATION_ERROR',
      fields: { status: 'Invalid status' },
      fromServer: true,
    });
    expect(errorMessage(error, MSG.resetFailed)).toBe('Invalid status');
  });

  it('uses the texts of the specification for a client error without an envelope', () => {
    expect(errorOfResponse(404, '', undefined).message).toBe('HTTP error! status: 404');
    expect(errorOfResponse(413, 'Too large', undefined).message).toBe(
      'Non-JSON error response: Too large',
    );
  });
});

describe('parseAnswer', () => {
  const schema = z.object({ id: z.number(), class_title: z.string() });

  it('returns the answer as its contract reads it, without fields the contract does not name', () => {
    expect(parseAnswer(schema, { id: 1, class_title: 'CPR', extra: true })).toEqual({
      id: 1,
      class_title: 'CPR',
    });
  });

  it('turns an answer of another shape into the invalid-format error', () => {
    const error = (() => {
      try {
        parseAnswer(schema, { id: 1, title: 'renamed' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: MSG.invalidResponseFormat });
  });

  it("gives an answer of another shape the call's own text when it has one", () => {
    expect(() => parseAnswer(schema, { id: 1 }, MSG.invalidLoginResponse)).toThrow(
      expect.objectContaining({ code: 'INVALID_RESPONSE', message: MSG.invalidLoginResponse }),
    );
  });
});

describe('message keys of an error answer', () => {
  it('keeps the message_key and field_keys the server sends beside its texts', () => {
    const error = errorOfResponse(400, '{}', {
      error: MSG.passwordsDoNotMatch,
      code: 'VALIDATION_ERROR',
      message_key: 'passwordsDoNotMatch',
      fields: { confirmPassword: MSG.passwordsDoNotMatch, email: MSG.invalidEmail },
      field_keys: { confirmPassword: 'passwordsDoNotMatch', email: 'invalidEmail', bad: 3 },
    });
    expect(error.messageKey).toBe('passwordsDoNotMatch');
    expect(error.fieldKeys).toEqual({
      confirmPassword: 'passwordsDoNotMatch',
      email: 'invalidEmail',
    });
    expect(error.fields).toEqual({
      confirmPassword: MSG.passwordsDoNotMatch,
      email: MSG.invalidEmail,
    });
  });

  it("shows the server's own 503 BUSY text with its key, and a proxy's 503 as a failure", () => {
    const busy = errorOfResponse(503, '{}', {
      error: REQUEST_MSG.busy,
      code: 'BUSY',
      message_key: 'request.busy',
    });
    expect(busy.message).toBe(REQUEST_MSG.busy);
    expect(busy.messageKey).toBe('request.busy');
    const proxy = errorOfResponse(503, '<html>Service Unavailable</html>', null);
    expect(proxy.message).toBe(CORE_MSG.serverFailure);
  });

  it('has no keys when the answer has none, or when its text is not shown', () => {
    const plain = errorOfResponse(409, '{}', { error: MSG.emailTaken, code: 'CONFLICT' });
    expect(plain.messageKey).toBeUndefined();
    expect(plain.fieldKeys).toBeUndefined();
    const failed = errorOfResponse(500, '{}', { error: 'boom', message_key: 'notFound' });
    expect(failed.messageKey).toBeUndefined();
    const noText = errorOfResponse(404, '{}', { message_key: 'notFound' });
    expect(noText.messageKey).toBeUndefined();
  });
});
