import { fieldKeysOf, messageKeyOf } from '@careclass/shared';

/**
 * The envelope of an error answer: the English text of the specification, a code, and the MSG
 * keys of the texts so a client can show them in its reader's language (docs/decisions/0053).
 */
export function errorBody(error: string, code: string, fields?: Record<string, string>) {
  const messageKey = messageKeyOf(error);
  return {
    error,
    code,
    ...(messageKey ? { message_key: messageKey } : {}),
    ...(fields ? { fields, field_keys: fieldKeysOf(fields) } : {}),
  };
}
