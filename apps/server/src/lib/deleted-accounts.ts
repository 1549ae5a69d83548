/**
 * An account deleted with history is kept anonymised (docs/decisions/0012) under an address of the
 * reserved `.invalid` top-level domain, which no real mailbox can have: the office's lists and the
 * notification sends leave such accounts out.
 */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';
export const deletedEmail = (id: number) => `deleted-${id}@${DELETED_EMAIL_DOMAIN}`;
export const isDeletedEmail = (email: string) => email.endsWith(`@${DELETED_EMAIL_DOMAIN}`);
