import { describe, expect, it } from 'vitest';
import { MSG } from '@careclass/shared';
import { ApiError } from '../../../../lib/api-client.ts';
import { SEND_MSG, sendErrorText } from './send-errors.ts';

const fromServer = (status: number, text: string) =>
  new ApiError(status, text, { fromServer: true });

describe('sendErrorText', () => {
  it('maps the texts of the specification', () => {
    expect(sendErrorText(fromServer(400, MSG.noStudentsInClass))).toBe(
      'No students are enrolled in this class',
    );
    expect(sendErrorText(fromServer(400, MSG.noRecipient))).toBe('Please select a recipient');
    expect(sendErrorText(fromServer(500, 'The bulk insert failed'))).toBe(
      'Failed to send notification to multiple recipients',
    );
  });

  it('keeps any other server text', () => {
    expect(sendErrorText(fromServer(404, MSG.selectedClassNotFound))).toBe(
      'Selected class not found',
    );
    expect(
      sendErrorText(
        fromServer(400, 'This template is for class notifications, not user notifications.'),
      ),
    ).toBe('This template is for class notifications, not user notifications.');
  });

  it('falls back to the dialog text when the server gave none', () => {
    expect(sendErrorText(new ApiError(502, 'HTTP error! status: 502'))).toBe(SEND_MSG.sendFailed);
  });
});
