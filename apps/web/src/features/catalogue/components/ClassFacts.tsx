import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { formatUsd } from '@careclass/shared';

const BENEFITS = [
  {
    title: 'Certificate of completion',
    text: 'Proof of your training for your file and employer.',
  },
  { title: 'Expert instruction', text: 'Taught by experienced early-childhood educators.' },
  { title: 'Hands-on learning', text: 'Practice what you learn with real situations.' },
] as const;

interface ClassFactsProps {
  locationLabel: string;
  locationDetails: string | null;
  /** Dollars. */
  price: number;
}

/** The class page's side column: location, price and what is included. */
export function ClassFacts({ locationLabel, locationDetails, price }: ClassFactsProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="location-heading"
        sx={{ p: 3, mb: 3 }}
      >
        <Typography id="location-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Location
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
          Price
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }}>{formatUsd(price)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Payment is due once the office approves your enrollment.
        </Typography>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="included-heading"
        sx={{ p: 3, mb: 4 }}
      >
        <Typography id="included-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
          What&apos;s included
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {BENEFITS.map((b) => (
            <Box component="li" key={b.title} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckCircleOutline aria-hidden sx={{ color: 'success.main', mt: '2px' }} />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{b.title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {b.text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
