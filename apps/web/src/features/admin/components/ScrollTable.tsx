import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own focusable region on narrow screens, so the page
 * itself never scrolls horizontally.
 */
export function ScrollTable({
  label,
  minWidth = 720,
  children,
  size = 'medium',
}: {
  /** Names the scroll region and the table for assistive technology. */
  label: string;
  minWidth?: number;
  children: ReactNode;
  size?: 'small' | 'medium';
}) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={label}
      tabIndex={0}
      // Positioned, so visually hidden text inside (position: absolute) is clipped here too
      // instead of widening the page.
      sx={{ maxWidth: '100%', overflowX: 'auto', position: 'relative' }}
    >
      <Table size={size} aria-label={label} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}
