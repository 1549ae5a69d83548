import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormat } from '../../../i18n/format.ts';
import { paths } from '../../../lib/paths.ts';
import { formatDateRange } from '../lib/format.ts';
import type { CatalogueClass } from '../types.ts';
import { ClassImage } from './ClassImage.tsx';
import { locationLabel, otherSessionLanguages } from '../lib/labels.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** "Multiple sessions available", the one session's date, or that dates are still to come. */
export function sessionsSummary(
  cls: CatalogueClass,
  t: TFunction<'public'>,
  locale?: string,
): string {
  const sessions = cls.sessions ?? [];
  if (sessions.length > 1) return t('card.multipleSessions');
  const only = sessions[0];
  if (only) {
    return t('card.nextSession', {
      dates: formatDateRange(only.start_date, only.end_date, locale),
    });
  }
  return t('card.newDatesSoon');
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary' }}>
      <Box component="span" aria-hidden sx={{ display: 'flex', mt: '2px', color: 'primary.main' }}>
        {icon}
      </Box>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** `first`: the first card, whose picture is the page's largest early paint: asked for at once. */
export function ClassCard({ cls, first = false }: { cls: CatalogueClass; first?: boolean }) {
  const headingId = `class-${cls.id}-title`;
  const { t } = useTranslation('public');
  const format = useFormat();
  const location = locationLabel(t, cls.location_type);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <ClassImage imageUrl={cls.image_url} eager={first} />
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.2rem' }}>
          {cls.title}
        </Typography>
        <Typography
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {cls.description}
        </Typography>
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          {cls.duration && (
            <Fact icon={<ScheduleOutlined fontSize="small" />}>
              {t('card.duration', { duration: cls.duration })}
            </Fact>
          )}
          <Fact icon={<PlaceOutlined fontSize="small" />}>
            {location}
            {cls.location_details ? ` · ${cls.location_details}` : ''}
          </Fact>
          <Fact icon={<TranslateOutlined fontSize="small" />}>
            {[
              t(`language.taughtIn.${cls.language}`),
              ...otherSessionLanguages(cls).map((l) => t(`language.someSessions.${l}`)),
            ].join(' · ')}
          </Fact>
          <Fact icon={<EventOutlined fontSize="small" />}>
            {sessionsSummary(cls, t, format.locale)}
          </Fact>
        </Box>
      </CardContent>
      <CardActions
        sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.primary' }}>
          <Box component="span" sx={visuallyHidden}>
            {t('card.price')}{' '}
          </Box>
          {format.money(cls.price)}
        </Typography>
        <Button component={RouterLink} to={paths.classDetail(cls.id)} variant="contained">
          {t('card.viewDetails')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('card.viewDetailsOf', { title: cls.title })}`}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}

export function ClassCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%' }}>
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '500 / 350' }}
      />
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="text" sx={{ fontSize: '1.4rem', width: '70%' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" sx={{ width: '60%' }} />
        <Skeleton variant="rounded" height={36} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
