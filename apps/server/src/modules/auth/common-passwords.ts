import { dictionary } from '@zxcvbn-ts/language-common';
import { MSG } from '@careclass/shared';
import { badRequest } from '../../lib/errors.ts';

/**
 * The most common passwords of public breach lists (about 49,000, all lower case), from the
 * dictionary the zxcvbn strength estimator ships. Built on first use, so a process that never
 * sets a password never unpacks it.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * Refuses a password from the list (compared in any letter case), naming the form field it came
 * from so the form shows the message at that field.
 */
export function refuseCommonPassword(password: string, field: 'password' | 'newPassword'): void {
  if (isCommonPassword(password)) {
    throw badRequest(MSG.passwordTooCommon, { [field]: MSG.passwordTooCommon });
  }
}
