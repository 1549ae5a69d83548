import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { CDA_SUBJECT_AREAS, type CatalogueClass } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';

/** The `public` catalogue's facts.benefits.<key>: what every class includes. */
const BENEFITS = ['certificate', 'expert', 'handsOn'] as const;

interface ClassFactsProps {
  locationLabel: string;
  locationDetails: string | null;
  /** Dollars. */
  price: number;
  /** What the certificate of the class states (docs/decisions/0049). */
  credential?: Pick<
    CatalogueClass,
    'training_hours' | 'certificate_validity_months' | 'cda_subject_areas'
  >;
}

/** Training hours, validity and CDA subject areas, as the certificate states them. */
function CertificateFacts({
  credential,
}: {
  credential: NonNullable<ClassFactsProps['credential']>;
}) {
  const { t } = useTranslation('public');
  const months = credential.certificate_validity_months ?? null;
  const areas = CDA_SUBJECT_AREAS.filter((a) =>
    (credential.cda_subject_areas ?? []).includes(a.id),
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="certificate-heading"
      sx={{ p: 3, mb: 3 }}
    >
      <Typography id="certificate-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('facts.certificate')}
      </Typography>
      {credential.training_hours !== null && credential.training_hours !== undefined && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('facts.trainingHours', {
            count: credential.training_hours,
            hours: credential.training_hours.toFixed(1),
          })}
        </Typography>
      )}
      <Typography>
        {months ? t('facts.validFor', { count: months }) : t('facts.noExpiry')}
      </Typography>
      {areas.length > 0 && (
        <>
          <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{t('facts.cdaAreas')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {areas.map((a) => (
              <Typography component="li" key={a.id} variant="body2">
                {a.id}. {t(`facts.cdaArea.${a.id}` as 'facts.cdaArea.1', a.name)}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}

/** The class page's side column: location, price and what is included. */
export function ClassFacts({ locationLabel, locationDetails, price, credential }: ClassFactsProps) {
  const { t } = useTranslation('public');
  const format = useFormat();
  return (
    <Box sx={{ minWidth: 0 }}>
      {credential && <CertificateFacts credential={credential} />}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="location-heading"
        sx={{ p: 3, mb: 3 }}
      >
        <Typography id="location-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('session.location')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{locationLabel}</Typography>
        {locationDetails && <Typography>{locationDetails}</Typography>}
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="price-heading"
        sx={{ p: 3, mb: 3 }}
      >
        <Typography id="price-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('facts.price')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }}>{format.money(price)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('facts.paymentDue')}
        </Typography>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="included-heading"
        sx={{ p: 3, mb: 4 }}
      >
        <Typography id="included-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
          {t('facts.included')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {BENEFITS.map((b) => (
            <Box component="li" key={b} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckCircleOutline aria-hidden sx={{ color: 'success.main', mt: '2px' }} />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{t(`facts.benefits.${b}.title`)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`facts.benefits.${b}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
