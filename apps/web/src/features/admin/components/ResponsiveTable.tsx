import { Fragment, type Key, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from './ScrollTable.tsx';

/** How a list is shown: a table on wide screens, a stack of cards on a phone or tablet. */
export type ListLayout = 'table' | 'cards';

export interface Column<T> {
  /** The column header, and the label of the value on a card. */
  header: string;
  /** The value; `layout` lets a cell show more on a card than in its table cell. */
  cell: (row: T, layout: ListLayout) => ReactNode;
  align?: 'left' | 'right';
  /** Extra style of the table cell (e.g. `whiteSpace: 'nowrap'`); cards wrap their values. */
  cellSx?: SxProps<Theme>;
  /**
   * 'title': the value heads the card, without a label (the row's name). 'hidden': the column is
   * left off the card (because the title already shows it).
   */
  card?: 'title' | 'hidden';
}

export interface RowActions<T> {
  /** The header of the actions column; cards show the actions below their values, unlabelled. */
  header?: string;
  render: (row: T, layout: ListLayout) => ReactNode;
}

/**
 * Below the md breakpoint the list is a stack of cards. Read at the first render (not after
 * mounting), so a phone never paints the wide table first.
 */
export function useListLayout(): ListLayout {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true }) ? 'cards' : 'table';
}

/**
 * A back office list. On md and wider it is the familiar table, scrolling inside its own region
 * when it is wider than the screen. On a phone the same columns become cards: the title column on
 * top, the others as label and value pairs, and the row's actions as buttons below, so that
 * nothing needs a sideways scroll to be reached. Both layouts are a region named `label`.
 */
export function ResponsiveTable<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  minWidth,
  size,
  bodySx,
  selected,
}: {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly Column<T>[];
  actions?: RowActions<T>;
  /** The table's minimum width (it scrolls inside its region below it). */
  minWidth?: number;
  size?: 'small' | 'medium';
  /** Style of the table body and of the card list (e.g. faded while a new page loads). */
  bodySx?: SxProps<Theme>;
  /** Rows shown as selected. */
  selected?: (row: T) => boolean;
}) {
  const layout = useListLayout();
  const { t } = useTranslation('admin');
  if (layout === 'cards') {
    return (
      <CardList
        label={label}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        actions={actions}
        bodySx={bodySx}
        selected={selected}
      />
    );
  }
  return (
    <ScrollTable label={label} minWidth={minWidth} size={size}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.header} align={c.align}>
              {c.header}
            </TableCell>
          ))}
          {actions && <TableCell align="right">{actions.header ?? t('common.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody sx={bodySx}>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} hover selected={selected?.(row)}>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.align} sx={c.cellSx}>
                {c.cell(row, 'table')}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{actions.render(row, 'table')}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function CardList<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  bodySx,
  selected,
}: {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly Column<T>[];
  actions?: RowActions<T>;
  bodySx?: SxProps<Theme>;
  selected?: (row: T) => boolean;
}) {
  const title = columns.find((c) => c.card === 'title');
  const pairs = columns.filter((c) => c.card === undefined);
  return (
    <Box component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <Box
        component="ul"
        sx={[
          { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, minWidth: 0 },
          ...(Array.isArray(bodySx) ? bodySx : [bodySx]),
        ]}
      >
        {rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={rowKey(row)}
            sx={{
              p: 2,
              minWidth: 0,
              borderColor: selected?.(row) ? 'primary.main' : undefined,
              // Long names and addresses wrap instead of widening the page.
              overflowWrap: 'anywhere',
            }}
          >
            {title && (
              <Box sx={{ mb: 1, '& *': { whiteSpace: 'normal' } }}>{title.cell(row, 'cards')}</Box>
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(6rem, auto) 1fr',
                columnGap: 1.5,
                rowGap: 0.75,
                alignItems: 'baseline',
                m: 0,
                '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
                '& dd': { m: 0, minWidth: 0 },
                '& dd *': { whiteSpace: 'normal' },
              }}
            >
              {pairs.map((c) => (
                <Fragment key={c.header}>
                  <dt>{c.header}</dt>
                  <dd>{c.cell(row, 'cards')}</dd>
                </Fragment>
              ))}
            </Box>
            {actions && (
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  alignItems: 'center',
                  mt: 1.5,
                  pt: 1.5,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                {actions.render(row, 'cards')}
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Opens a row's menu of actions: an icon in the table, a labelled button on a card (a lone icon
 * is easy to miss on a phone). Its accessible name is "Actions for {name}" in both.
 */
export function RowMenuButton({
  name,
  layout,
  open,
  onOpen,
}: {
  name: string;
  layout: ListLayout;
  open: boolean;
  onOpen: (anchor: HTMLElement) => void;
}) {
  const { t } = useTranslation('admin');
  const opener = {
    'aria-label': t('common.actionsFor', { name }),
    'aria-haspopup': 'true' as const,
    'aria-expanded': open,
    onClick: (e: MouseEvent<HTMLElement>) => onOpen(e.currentTarget),
  };
  return layout === 'cards' ? (
    <Button variant="outlined" endIcon={<MoreVert />} {...opener}>
      {t('common.actions')}
    </Button>
  ) : (
    <IconButton {...opener}>
      <MoreVert />
    </IconButton>
  );
}
