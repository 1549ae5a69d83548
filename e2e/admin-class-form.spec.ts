import { expect, test } from './support/test.ts';
import { CLASS_MSG } from '@careclass/shared';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  dayFromNow,
  fadedIn,
  findClassByTitle,
  uniqueTitle,
} from './support/admin.ts';
import { findClass } from './support/catalogue.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// The Add Class form marks every field at fault at once, and takes an uploaded picture, which the
// public class page then shows.

/** A real 1x1 PNG, so the browser can draw it. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('Add Class shows every error at once; a class with an uploaded picture shows it', async ({
  page,
  request,
}) => {
  test.slow();
  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  await page.getByRole('button', { name: 'Add Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Class' });
  await fadedIn(dialog);
  const save = dialog.getByRole('button', { name: 'Create class' });

  // --- Submitted empty: every required field says what it needs, together --------------------
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText(CLASS_MSG.requiredFields);
  const session = dialog.getByRole('group', { name: 'Session 1' });
  const required = [
    [dialog.getByLabel('Title'), CLASS_MSG.requiredFields],
    [dialog.getByLabel('Instructor'), CLASS_MSG.requiredFields],
    [dialog.getByLabel('Description'), CLASS_MSG.requiredFields],
    [dialog.getByLabel('Price (USD)'), CLASS_MSG.requiredFields],
    [session.getByLabel('Start date'), CLASS_MSG.sessionFields],
    [session.getByLabel('End date'), CLASS_MSG.sessionFields],
    [session.getByLabel('Start time'), CLASS_MSG.sessionFields],
    [session.getByLabel('End time'), CLASS_MSG.sessionFields],
    [session.getByLabel('Location'), CLASS_MSG.sessionFields],
    [session.getByLabel('Capacity'), CLASS_MSG.sessionFields],
  ] as const;
  for (const [input, message] of required) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // MUI ties the helper text to its input: the message is the input's description.
    await expect(input).toHaveAccessibleDescription(message);
  }
  await expectNoSeriousA11yViolations(page);

  // Editing a field clears its mark only.
  const title = uniqueTitle('Pictured Class');
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByLabel('Title')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');

  // --- A picture that is no picture is refused next to its field --------------------------------
  const picture = dialog.getByLabel('Class picture file');
  await picture.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(dialog.getByLabel('Image URL')).toHaveAccessibleDescription(
    'Invalid image type. Please upload a JPEG, PNG or WebP picture.',
  );

  // --- The rest of the form, and an uploaded picture -----------------------------------------
  await dialog.getByLabel('Instructor').selectOption({ label: 'Jordan Rivera' });
  await dialog.getByLabel('Description').fill('A class with its own picture.');
  await dialog.getByLabel('Price (USD)').fill('45');
  await session.getByLabel('Start date').fill(dayFromNow(50));
  await session.getByLabel('Start time').fill('09:00');
  await session.getByLabel('End time').fill('12:00');
  await session.getByLabel('Location').fill('Room P');
  await session.getByLabel('Capacity').fill('8');
  await picture.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(dialog.getByLabel('Image URL')).toHaveValue(
    /^\/api\/class-images\/class_\d{13}\.png$/,
  );
  await expect(dialog.getByLabel('Image URL')).toHaveAccessibleDescription('Uploaded picture');
  await expect(dialog.getByRole('img', { name: 'Preview of the class picture' })).toBeVisible();
  const imageUrl = await dialog.getByLabel('Image URL').inputValue();

  // --- The certificate's facts: hours, validity, CDA subject areas and the renewing class -----
  await dialog.getByLabel('Training hours').fill('6.5');
  await dialog.getByLabel('Certificate validity (months)').fill('12');
  const areas = dialog.getByRole('group', { name: 'CDA subject areas' });
  await areas.getByRole('checkbox', { name: /^1\. Planning a safe/ }).check();
  await areas.getByRole('checkbox', { name: /^6\. Maintaining a commitment/ }).check();
  await expect(dialog.getByLabel('Renewed by')).toBeEnabled();
  await dialog.getByLabel('Renewed by').selectOption({ label: 'CPR and First Aid Certification' });
  await save.click();
  await expect(dialog).toBeHidden();

  // --- The public class page shows the uploaded picture ----------------------------------------
  const admin = await adminSession(request);
  const cls = await findClassByTitle(request, admin, title);
  const saved = cls as typeof cls & {
    image_url: string | null;
    training_hours: number | null;
    certificate_validity_months: number | null;
    cda_subject_areas: number[];
    renewal_class_id: number;
  };
  expect(saved.image_url).toBe(imageUrl);
  const cpr = await findClass(request, 'CPR and First Aid Certification');
  expect(saved).toMatchObject({
    training_hours: 6.5,
    certificate_validity_months: 12,
    cda_subject_areas: [1, 6],
    renewal_class_id: cpr.id,
  });
  await page.goto(`/classes/${cls.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('6.5 training hours')).toBeVisible();
  await expect(
    page.getByText('The certificate is valid for 12 months, to the end of the month.'),
  ).toBeVisible();
  const shown = page.locator(`img[src^="${imageUrl}"]`);
  await expect(shown).toBeVisible();
  // Drawn, not the fallback picture: the browser decoded the uploaded file.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // --- The audit log tells it in words ----------------------------------------------------------
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
  await expect(page.getByRole('region', { name: 'Audit log entries' })).toContainText(
    `Alex Morgan created the class ${title}`,
  );
});
