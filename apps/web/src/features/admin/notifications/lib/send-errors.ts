import { MSG } from '@careclass/shared';
import { errorMessage } from '../../../../lib/api-client.ts';

/** Texts of the Send Notification dialog (specification 001, "Admin notifications" and errors). */
export const SEND_MSG = {
  sendFailed: 'Failed to send notification',
  noStudentsEnrolled: 'No students are enrolled in this class',
  checkEnrollmentFailed: 'Failed to check class enrollment. Please try again.',
  noStudentsInClass: (className: string) => `No students are currently enrolled in ${className}`,
} as const;

/**
 * The specification's "Send notification mapping": text containing "No students found" becomes "No
 * students are enrolled in this class"; "No recipient specified" becomes "Please select a
 * recipient"; text containing "bulk" becomes "Failed to send notification to multiple recipients";
 * otherwise the server's text (a failure without one: "Failed to send notification").
 */
export function sendErrorText(error: unknown): string {
  const text = errorMessage(error, SEND_MSG.sendFailed);
  if (text.includes('No students found')) return SEND_MSG.noStudentsEnrolled;
  if (text.includes(MSG.noRecipient)) return MSG.selectRecipient;
  if (/bulk/i.test(text)) return MSG.bulkFailed;
  return text;
}
