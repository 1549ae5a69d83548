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

/**
 * A phone number for display: a 10-digit US number (with or without +1 and punctuation) as
 * "(555) 123-4567", anything else as typed.
 */
export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return '';
  const us = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(normalizePhone(raw.trim()));
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : raw.trim();
}

export const isAdmin = (role: string | undefined) => role === 'admin';
export const isStudentRole = (role: string | undefined) => role === 'student' || role === 'user';
