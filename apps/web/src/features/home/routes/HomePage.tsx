import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { paths } from '../../../lib/paths.ts';

const BLOCKS = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    text: 'A team of experienced early-childhood educators and trainers who have spent years in classrooms, centres and family child care homes.',
    link: 'See our classes',
  },
  {
    id: 'what-we-do',
    title: 'What we do',
    text: 'We run practical classes, from the Child Development Associate (CDA) credential to CPR and First Aid certification, online, in person or both.',
    link: 'Browse classes',
  },
] as const;

/** Home (labelled About in the header): hero, belief statement, who/what blocks, START NOW. */
export function HomePage() {
  return (
    <>
      <PageTitle title="About" />
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
              Training that helps childcare professionals grow
            </Typography>
            <Typography sx={{ fontSize: '1.15rem', maxWidth: 640, mb: 4, color: '#e8f0f7' }}>
              Join our community of childcare professionals. Earn your credentials, keep your
              certifications current and learn from people who have done the work.
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
                View classes
              </Button>
              <Button
                component={RouterLink}
                to={paths.contact}
                variant="outlined"
                size="large"
                sx={{ color: '#ffffff', borderColor: '#ffffff' }}
              >
                START NOW
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
            What we believe
          </Typography>
          <Typography sx={{ fontSize: '1.1rem' }}>
            Every child deserves caring, well-prepared adults. We believe that great care starts
            with great training, and that every childcare professional should have access to it.
          </Typography>
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
                {b.title}
              </Typography>
              <Typography sx={{ mb: 2 }}>{b.text}</Typography>
              <Link component={RouterLink} to={paths.classes} sx={{ fontWeight: 600 }}>
                {b.link}
              </Link>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
