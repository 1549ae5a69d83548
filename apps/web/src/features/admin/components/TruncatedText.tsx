import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { LIMITS } from '@careclass/shared';
import { truncate } from '../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/**
 * Reason texts in history tables are cut to 20 characters (specification, constants). The whole
 * text is in a tooltip (reached by keyboard too) and is what screen readers read.
 */
export function TruncatedText({
  text,
  max = LIMITS.reasonTruncate,
}: {
  text: string | null | undefined;
  max?: number;
}) {
  if (!text) return null;
  const short = truncate(text, max);
  if (short === text) return <span>{text}</span>;
  return (
    <Tooltip
      title={text}
      describeChild
      slotProps={{ tooltip: { sx: { bgcolor: 'grey.900', fontSize: '0.8rem' } } }}
    >
      <Box
        component="span"
        tabIndex={0}
        sx={{ textDecoration: 'underline dotted', textUnderlineOffset: '3px', cursor: 'help' }}
      >
        <span aria-hidden="true">{short}</span>
        <Box component="span" sx={visuallyHidden}>
          {text}
        </Box>
      </Box>
    </Tooltip>
  );
}
