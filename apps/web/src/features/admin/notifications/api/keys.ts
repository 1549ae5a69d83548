/**
 * Query keys of the Notification Center. Under 'admin' so a back-office write refreshes them; the
 * received list is under 'notifications' too, so marking one read (the notifications feature's
 * call) refreshes it.
 */
export const centerKeys = {
  received: () => ['notifications', 'received'] as const,
  sent: () => ['admin', 'notifications', 'sent'] as const,
  templates: () => ['admin', 'notifications', 'templates'] as const,
  userSearch: (term: string) => ['admin', 'notifications', 'user-search', term] as const,
};
