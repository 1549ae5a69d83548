import Button from '@mui/material/Button';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { useToast } from '../../lib/toast.ts';
import { useDownloadEnrollmentCalendar } from './calendar-api.ts';

export const CALENDAR_FILE_FAILED = 'Failed to download the calendar file';

/** Downloads the .ics of an approved enrolment; `title` names the class for screen readers. */
export function AddToCalendarButton({
  enrollmentId,
  title,
}: {
  enrollmentId: number;
  title: string;
}) {
  const download = useDownloadEnrollmentCalendar();
  const toast = useToast();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EventOutlined />}
      loading={download.isPending}
      loadingPosition="start"
      onClick={() =>
        download.mutate(
          { id: enrollmentId, title },
          { onError: (error) => toast.error(error, CALENDAR_FILE_FAILED) },
        )
      }
      aria-label={`Add to calendar: ${title}`}
    >
      Add to calendar
    </Button>
  );
}
