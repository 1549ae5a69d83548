/** Query keys of notification data; the profile payload (['profile']) also carries the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  detail: (id: number | string) => ['notifications', String(id)] as const,
};
