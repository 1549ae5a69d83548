import Button from '@mui/material/Button';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { useTranslation } from 'react-i18next';
import { useSpoken } from '../profile/lib/use-spoken.ts';
import { useDownloadEnrollmentCalendar } from './calendar-api.ts';

/** Downloads the .ics of an approved enrolment; `title` names the class for screen readers. */
export function AddToCalendarButton({
  enrollmentId,
  title,
}: {
  enrollmentId: number;
  title: string;
}) {
  const download = useDownloadEnrollmentCalendar();
  const { t } = useTranslation('profile');
  const { toast } = useSpoken();
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
          { onError: (error) => toast.error(error, t('calendar.fileFailed')) },
        )
      }
      aria-label={t('calendar.addLabel', { title })}
    >
      {t('calendar.add')}
    </Button>
  );
}
