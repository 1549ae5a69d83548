import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The filters above a back office list: a search landmark named by `label`, its fields in a grid
 * that stacks on a phone. Filters apply as they change, so the form never submits (Enter in a
 * field must not reload the page).
 */
export function FilterBar({
  label,
  columns,
  sx,
  children,
}: {
  label: string;
  /** The grid's columns per breakpoint, e.g. `{ xs: '1fr', sm: '1fr 1fr' }`. */
  columns: Record<string, string>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(e) => e.preventDefault()}
      sx={[
        { display: 'grid', gap: 2, gridTemplateColumns: columns, mb: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
