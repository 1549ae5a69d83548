import { readFile } from 'node:fs/promises';
import { FILE_MSG } from '@careclass/shared';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  dayFromNow,
  fadedIn,
  findClassByTitle,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn, useSession, type Session } from './support/users.ts';

// Certificate Management: the admin issues a PDF certificate through the upload dialog and the
// student downloads that very file from the profile; two certificates go in one bulk delete.

const CLASS_TITLE = 'CPR and First Aid Certification';
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`);

/** POST /api/certificates (multipart) as the admin: a certificate made without the dialog. */
async function uploadByApi(
  request: APIRequestContext,
  admin: Session,
  values: { userId: number; classId: number; name: string },
) {
  const res = await request.post('/api/certificates', {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: {
      user_id: String(values.userId),
      class_id: String(values.classId),
      certificate_name: values.name,
      file: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf(values.name) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { certificate: { id: number } }).certificate.id;
}

test('the admin uploads a certificate that the student then downloads', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const student = await createStudent(request, { firstName: 'Cora', lastName: 'Certified' });
  const name = uniqueTitle('Infant CPR certificate');
  const content = pdf(name);

  await signIn(page, DEMO_USERS.admin, '/admin/certificates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate Management');
  // The list, or on a fresh database (demo data has no certificates) its empty state.
  await expect(
    page.getByRole('region', { name: 'Certificates' }).or(page.getByText('No certificates yet')),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Upload Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Certificate' });
  await fadedIn(dialog);
  await expectNoSeriousA11yViolations(page);

  // Nothing chosen: the student comes first.
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: FILE_MSG.selectStudent })).toHaveCount(
    1,
  );
  await expect(dialog.getByLabel('Student')).toHaveAttribute('aria-invalid', 'true');

  // Files the server would refuse are refused at once: a text file, and one only named .pdf.
  const fileInput = dialog.getByLabel('Choose file');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a certificate'),
  });
  await expect(dialog.getByText(FILE_MSG.badExtension)).toBeVisible();
  await fileInput.setInputFiles({
    name: 'renamed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain text pretending to be a PDF'),
  });
  await expect(dialog.getByText(FILE_MSG.badTypeScreen)).toBeVisible();
  await expect(dialog.getByText('No file chosen')).toBeVisible();

  await dialog.getByLabel('Student').fill(student.email);
  await page.getByRole('option', { name: `Cora Certified (${student.email})` }).click();
  await dialog.getByLabel('Class').selectOption({ label: CLASS_TITLE });
  // The fresh student completed no session of the class: the session stays optional and empty.
  await expect(
    dialog.getByText('The student has no completed session in this class.'),
  ).toBeVisible();
  await dialog.getByLabel('Certificate name').fill(name);
  await dialog.getByLabel('Expiration date (optional)').fill(dayFromNow(365));
  await fileInput.setInputFiles({ name: 'cpr.pdf', mimeType: 'application/pdf', buffer: content });
  await expect(dialog.getByText(`cpr.pdf (${content.length} Bytes)`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Certificate uploaded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('region', { name: 'Certificates' }).getByRole('row', { name });
  await expect(row).toContainText('Cora Certified');
  await expect(row).toContainText(`PDF, ${content.length} Bytes`);
  await expect(row).toContainText('Active');

  // The student downloads the same file from the profile's Certificates section.
  const context = await browser.newContext({ baseURL });
  const studentPage = await context.newPage();
  await useSession(studentPage, student);
  await studentPage.goto('/profile?section=certificates');
  const downloading = studentPage.waitForEvent('download');
  await studentPage.getByRole('button', { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await readFile((await download.path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(saved.equals(content)).toBe(true);
  await context.close();
});

test('two certificates are deleted together after a confirmation', async ({ page, request }) => {
  const admin = await adminSession(request);
  const student = await createStudent(request, { firstName: 'Bea', lastName: 'Bulk' });
  const cls = await findClassByTitle(request, admin, CLASS_TITLE);
  const tag = uniqueTitle('Bulk');
  const first = await uploadByApi(request, admin, {
    userId: Number(student.user.id),
    classId: cls.id,
    name: `${tag} first aid`,
  });
  const second = await uploadByApi(request, admin, {
    userId: Number(student.user.id),
    classId: cls.id,
    name: `${tag} CPR`,
  });

  await signIn(page, DEMO_USERS.admin, '/admin/certificates');
  await page.getByLabel('Search').fill(tag);
  const table = page.getByRole('region', { name: 'Certificates' });
  await expect(table.getByRole('row')).toHaveCount(3);

  await table.getByRole('checkbox', { name: 'Select all certificates' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete certificates' });
  await fadedIn(confirm);
  await expect(confirm).toContainText(`${tag} first aid of Bea Bulk`);
  await expect(confirm).toContainText(`${tag} CPR of Bea Bulk`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete 2 certificate(s)' }).click();
  await expect(page.getByText('2 certificate(s) deleted successfully')).toBeVisible();
  await expect(page.getByText('No certificates match these filters')).toBeVisible();
  await expect(bar).toBeHidden();

  // Gone for the student too.
  for (const id of [first, second]) {
    const res = await request.get(`/api/certificates/${id}/download`, {
      headers: { Authorization: `Bearer ${student.token}` },
    });
    expect(res.status()).toBe(404);
  }

  // The card view shows the same list (here: nothing left).
  await page.getByRole('button', { name: 'Card view' }).click();
  await expect(page.getByText('No certificates match these filters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
