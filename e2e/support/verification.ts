import { expect } from '@playwright/test';
import { waitForMail } from './mail.ts';

/** Waits for the welcome e-mail sent at sign-up and returns its verification link. */
export async function welcomeVerifyLink(email: string, after: Date): Promise<string> {
  const mail = await waitForMail({ to: email, subjectContains: 'Welcome to CareClass', after });
  const link = mail.links.find((href) => new URL(href).pathname === '/verify-email');
  expect(link, `verification link in: ${mail.links.join(', ')}`).toBeTruthy();
  expect(new URL(link as string).searchParams.get('token')).toBeTruthy();
  return link as string;
}
