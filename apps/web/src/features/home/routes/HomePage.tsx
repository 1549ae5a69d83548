import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { paths } from '../../../lib/paths.ts';

const BLOCKS = [
  { id: 'who-we-are', key: 'whoWeAre' },
  { id: 'what-we-do', key: 'whatWeDo' },
] as const;

/** Home (labelled About in the header): hero, belief statement, who/what blocks, START NOW. */
export function HomePage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageTitle title={t('home.title')} />
      <Box
        component="section"
        aria-labelledby="hero-heading"
        sx={{
          bgcolor: 'primary.dark',
          color: '#ffffff',
          py: { xs: 6, md: 10 },
          '& :focus-visible': { outlineColor: '#ffffff' },
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gap: 4,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          }}
        >
          <Box>
            <Typography
              id="hero-heading"
              variant="h1"
              sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 760, mb: 2 }}
            >
              {t('home.heading')}
            </Typography>
            <Typography sx={{ fontSize: '1.15rem', maxWidth: 640, mb: 4, color: '#e8f0f7' }}>
              {t('home.intro')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <Button
                component={RouterLink}
                to={paths.classes}
                variant="contained"
                size="large"
                sx={{
                  bgcolor: '#ffffff',
                  color: 'primary.dark',
                  '&:hover': { bgcolor: '#e8f0f7' },
                }}
              >
                {t('home.viewClasses')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.contact}
                variant="outlined"
                size="large"
                sx={{ color: '#ffffff', borderColor: '#ffffff' }}
              >
                {t('home.startNow')}
              </Button>
            </Box>
          </Box>
          <Box
            component="img"
            src="/images/class-default.svg"
            alt=""
            width={500}
            height={350}
            sx={{
              display: { xs: 'none', md: 'block' },
              width: '100%',
              height: 'auto',
              borderRadius: 3,
              boxShadow: '0 12px 32px rgba(0,0,0,0.25)',
            }}
          />
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box component="section" aria-labelledby="belief-heading" sx={{ mb: 6, maxWidth: 800 }}>
          <Typography id="belief-heading" variant="h2" gutterBottom>
            {t('home.beliefHeading')}
          </Typography>
          <Typography sx={{ fontSize: '1.1rem' }}>{t('home.belief')}</Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {BLOCKS.map((b) => (
            <Paper
              key={b.id}
              component="section"
              variant="outlined"
              aria-labelledby={`${b.id}-heading`}
              sx={{ p: { xs: 3, md: 4 } }}
            >
              <Typography id={`${b.id}-heading`} variant="h2" gutterBottom>
                {t(`home.${b.key}.title`)}
              </Typography>
              <Typography sx={{ mb: 2 }}>{t(`home.${b.key}.text`)}</Typography>
              <Link component={RouterLink} to={paths.classes} sx={{ fontWeight: 600 }}>
                {t(`home.${b.key}.link`)}
              </Link>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
