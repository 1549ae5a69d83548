import Box from '@mui/material/Box';
import { formatPhone } from '@careclass/shared';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { classesQuery } from '../../features/catalogue/api/get-classes.ts';
import {
  officeHoursText,
  publicSettingsQuery,
  telHref,
} from '../../features/contact/api/get-public-settings.ts';
import { paths } from '../../lib/paths.ts';
import { FOOTER_CLASSES, SITE, footerClassLink } from './site.ts';

const linkSx = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px' };
const skeletonSx = { bgcolor: 'rgba(255,255,255,0.18)' };

function ContactDetails() {
  const { data, isPending, isError } = useQuery(publicSettingsQuery());
  const { t } = useTranslation();
  if (isPending) {
    return (
      <Box role="status" aria-label={t('footer.loadingContact')}>
        {[90, 70, 80, 60].map((w) => (
          <Skeleton key={w} variant="text" sx={{ ...skeletonSx, width: `${w}%` }} />
        ))}
      </Box>
    );
  }
  if (isError) {
    return (
      <Link component={RouterLink} to={paths.contact} sx={linkSx}>
        {t('footer.contactPage')}
      </Link>
    );
  }
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.5 }}>
      {data.provider_name && <span>{data.provider_name}</span>}
      {data.address && <span>{data.address}</span>}
      {data.contact_phone && (
        <Link href={telHref(data.contact_phone)} sx={linkSx}>
          {formatPhone(data.contact_phone)}
        </Link>
      )}
      {data.contact_email && (
        <Link href={`mailto:${data.contact_email}`} sx={linkSx}>
          {data.contact_email}
        </Link>
      )}
      {data.office_hours && (
        <span>
          {t('footer.officeHours', {
            hours: officeHoursText(data.office_hours, t('footer.defaultHours')),
          })}
        </span>
      )}
    </Box>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const { t } = useTranslation();
  // The same query as the unfiltered catalogue: cached, and shared with /classes.
  const { data: classes } = useQuery(classesQuery());
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: '#14324d',
        color: '#ffffff',
        mt: 'auto',
        pt: 5,
        pb: 3,
        // The theme's dark focus ring would vanish on this background.
        '& :focus-visible': { outlineColor: '#ffffff' },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            mb: 4,
          }}
        >
          <Box>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
              {SITE.name}
            </Typography>
            <Typography sx={{ color: '#e3ebf2' }}>{t('footer.tagline')}</Typography>
          </Box>
          <Box component="nav" aria-labelledby="footer-classes-heading">
            <Typography
              id="footer-classes-heading"
              component="h2"
              sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}
            >
              {t('footer.ourClasses')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {FOOTER_CLASSES.map((c) => (
                <li key={c.match}>
                  <Link component={RouterLink} to={footerClassLink(c.match, classes)} sx={linkSx}>
                    {c.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
              {t('footer.contactUs')}
            </Typography>
            <ContactDetails />
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{ borderTop: '1px solid rgba(255,255,255,0.3)', pt: 2, color: '#e3ebf2' }}
        >
          {t('footer.copyright', { year, name: SITE.name })}
        </Typography>
      </Container>
    </Box>
  );
}
