import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { FILE_MSG, TRANSCRIPT_MSG } from '@careclass/shared';
import { adminSession, fadedIn } from './support/admin.ts';
import {
  checkA11y,
  expectNoHorizontalScroll,
  expectSectionReady,
  sectionHeading,
} from './support/self-service.ts';
import { DEMO_USERS, createStudent, signIn, useSession } from './support/users.ts';

/** A small real PDF: the scan of an outside certificate. */
const SCAN = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer\n%%EOF\n');

// The Training Hours section of the profile at 390 px: the totals, the CDA areas, the list of
// training (here external training the office added) and the PDF transcript.

test('a student reads the training hours and downloads the transcript PDF', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Tara', lastName: 'Hours' });
  await useSession(page, student);
  await page.goto('/profile?section=training-hours');
  await expectSectionReady(page, 'Training Hours');
  await expect(page.getByText('No completed training yet')).toBeVisible();

  const admin = await adminSession(request);
  const lately = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  for (const [title, date, hours, areas] of [
    ['County CPR course', lately, 12.5, [1, 3]],
    ['Family engagement workshop', lately, 0.3, [4]],
  ] as const) {
    const added = await request.post(`/api/admin/users/${student.user.id}/external-training`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { title, date, hours, cda_subject_areas: areas },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  await page.reload();
  await expectSectionReady(page, 'Training Hours');
  await expect(sectionHeading(page, 'Training Hours')).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('12.8 h')).toHaveCount(3);
  await expect(page.getByText('CDA goal: 12.8 h of 120 hours')).toBeVisible();
  const areas = page.getByRole('list', { name: 'Hours per CDA subject area' });
  await expect(areas.getByRole('listitem')).toHaveCount(8);
  await expect(areas.getByRole('listitem').nth(0)).toContainText('12.5 h / 10 h (met)');
  await expect(areas.getByRole('listitem').nth(3)).toContainText('0.3 h / 10 h');
  const list = page.getByRole('list', { name: 'Completed training' });
  await expect(list.getByText('County CPR course')).toBeVisible();
  await expect(list.getByText('Family engagement workshop')).toBeVisible();
  await expectNoHorizontalScroll(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('training-transcript.pdf');
  const saved = await readFile((await download.path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('an administrator adds external training with its file and downloads the transcript', async ({
  page,
  request,
  browser,
}) => {
  const student = await createStudent(request, { firstName: 'Owen', lastName: 'Outside' });
  const name = 'Owen Outside';
  await signIn(page, DEMO_USERS.admin, '/admin/users');
  await page.getByLabel('Search users').fill(student.email);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog', { name: `User Profile: ${name}` });
  await fadedIn(profile);
  await profile.getByRole('tab', { name: 'Training' }).click();
  await expect(profile.getByText('No completed training yet')).toBeVisible();

  await profile.getByRole('button', { name: 'Add training' }).click();
  await expect(profile.getByText(TRANSCRIPT_MSG.title)).toBeVisible();
  await profile.getByLabel('Title').fill('State orientation');
  await profile.getByLabel('Date').fill('2025-03-04');
  await profile.getByLabel('Hours').fill('6.5');
  await profile.getByLabel('CDA subject areas').fill('1, 5');
  // A file that is not a PDF or image is refused before it is sent.
  const fileInput = profile.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'card.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(profile.getByText(FILE_MSG.badExtension)).toBeVisible();
  await fileInput.setInputFiles({
    name: 'state-card.pdf',
    mimeType: 'application/pdf',
    buffer: SCAN,
  });
  await expect(profile.getByText('state-card.pdf')).toBeVisible();
  await profile.getByRole('button', { name: 'Add training' }).click();
  await expect(profile.getByText(TRANSCRIPT_MSG.added)).toBeVisible();
  await expect(profile.getByRole('list', { name: 'Training' })).toContainText(
    'State orientation: 6.5 h',
  );
  await expect(profile.getByText('No file chosen')).toBeVisible();
  await checkA11y(page);
  await expectNoHorizontalScroll(page);

  // The office downloads the attached file.
  const fileDownload = page.waitForEvent('download');
  await profile.getByRole('button', { name: 'Download file of State orientation' }).click();
  const office = await fileDownload;
  expect(office.suggestedFilename()).toBe('state-card.pdf');
  expect((await readFile((await office.path())!)).equals(SCAN)).toBe(true);

  // The student downloads it from the Training Hours section.
  // (its own browser context: the admin's session stays in this page's storage)
  const studentContext = await browser.newContext({ viewport: page.viewportSize()! });
  const studentPage = await studentContext.newPage();
  await useSession(studentPage, student);
  await studentPage.goto(new URL('/profile?section=training-hours', page.url()).href);
  await expectSectionReady(studentPage, 'Training Hours');
  const own = studentPage.waitForEvent('download');
  await studentPage.getByRole('button', { name: 'Download file of State orientation' }).click();
  expect((await readFile((await (await own).path())!)).equals(SCAN)).toBe(true);
  await checkA11y(studentPage);
  await studentContext.close();
  const admin = await adminSession(request);
  const transcript = await request.get(`/api/admin/users/${student.user.id}/transcript`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const addedId = (await transcript.json()).entries[0].id as number;

  const downloading = page.waitForEvent('download');
  await profile.getByRole('button', { name: 'Download transcript PDF' }).click();
  const saved = await readFile((await (await downloading).path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await profile.getByRole('button', { name: 'Delete external training State orientation' }).click();
  await expect(profile.getByText('No completed training yet')).toBeVisible();
  // Its file went with it.
  const gone = await request.get(`/api/admin/external-training/${addedId}/file`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(gone.status()).toBe(404);
});
