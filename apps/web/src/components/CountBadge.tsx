import Box from '@mui/material/Box';
import { visuallyHidden } from '../lib/visually-hidden.ts';

/**
 * A count beside a menu item (pending requests, unread notifications). The number is shown; a
 * screen reader hears the `description` instead, e.g. "(3 pending)". Nothing when the count is 0.
 */
export function CountBadge({ count, description }: { count: number; description: string }) {
  if (count <= 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          minWidth: 24,
          height: 24,
          px: 0.75,
          ml: 1,
          borderRadius: 12,
          bgcolor: 'primary.main',
          color: '#fff',
          fontSize: '0.8rem',
          fontWeight: 700,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${description})`}
      </Box>
    </>
  );
}
