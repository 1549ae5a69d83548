/**
 * Helpers about people that need no schema library: pages that only read roles or format phones
 * import these without pulling zod into the first page load.
 */

/** Strips the punctuation people type in phone numbers; keeps digits and a leading +. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s().-]/g, '');
}

/** 10 digits with an optional +1 (specification, "Sign-up"). */
export function isValidPhone(raw: string): boolean {
  return /^(\+1)?\d{10}$/.test(normalizePhone(raw));
}

export const isAdmin = (role: string | undefined) => role === 'admin';
export const isStudentRole = (role: string | undefined) => role === 'student' || role === 'user';
