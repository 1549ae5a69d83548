import type { APIRequestContext } from '@playwright/test';
import { apiGet, apiPost } from './self-service.ts';

// Notification Center fixtures through the real API (docs/decisions/0015).

export interface ApiTemplate {
  id: number;
  name: string;
  type: string;
  title_template: string;
  message_template: string;
}

export interface ReceivedNotification {
  id: number;
  title: string;
  message: string;
  type: string;
  is_read: boolean;
}

/** POST /api/notifications/admin/templates as an admin or instructor. */
export async function createTemplateByApi(
  request: APIRequestContext,
  token: string,
  template: { name: string; type: string; title_template: string; message_template: string },
): Promise<ApiTemplate> {
  const body = await apiPost<{ template: ApiTemplate }>(
    request,
    token,
    '/notifications/admin/templates',
    template,
  );
  return body.template;
}

/** POST /api/notifications/admin/send to one user, with a typed title and message. */
export async function sendToUserByApi(
  request: APIRequestContext,
  token: string,
  userId: number | string,
  texts: { title: string; message: string },
): Promise<void> {
  await apiPost(request, token, '/notifications/admin/send', {
    ...texts,
    recipient: Number(userId),
    recipientType: 'user',
  });
}

/** GET /api/notifications: the caller's own notifications. */
export async function notificationsOf(
  request: APIRequestContext,
  token: string,
): Promise<ReceivedNotification[]> {
  return (await apiGet<{ notifications: ReceivedNotification[] }>(request, token, '/notifications'))
    .notifications;
}

/** A word no other test (nor an earlier run) has used, for names and titles. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
