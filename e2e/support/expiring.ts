import { expect, type APIRequestContext } from '@playwright/test';
import type { Session } from './users.ts';

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`);

/** POST /api/certificates (multipart) as the admin: a certificate expiring on the given day. */
export async function uploadExpiringByApi(
  request: APIRequestContext,
  admin: Session,
  values: { userId: number; classId: number; name: string; expires: string },
) {
  const res = await request.post('/api/certificates', {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: {
      user_id: String(values.userId),
      class_id: String(values.classId),
      certificate_name: values.name,
      expiration_date: values.expires,
      file: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf(values.name) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { certificate: { id: number } }).certificate.id;
}
