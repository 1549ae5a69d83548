import { useState } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

/**
 * The paged-table kit of the back office: one pager, and two hooks for its state, one for lists
 * the server pages (`useServerPages`) and one for lists loaded whole (`useLocalPages`).
 */

const PAGE_SIZES = [10, 25, 50] as const;

export interface Pages {
  /** The zero-based page shown. */
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

/** The last zero-based page that has rows (0 for an empty list). */
export function lastPageOf(total: number, limit: number): number {
  return Math.max(0, Math.ceil(total / Math.max(1, limit)) - 1);
}

/** Pager state where a new page size starts again at the first page. */
function usePagerState(defaultLimit: number): Pages {
  const [page, setPage] = useState(0);
  const [limit, setLimitState] = useState(defaultLimit);
  const setLimit = (next: number) => {
    setLimitState(next);
    setPage(0);
  };
  return { page, limit, setPage, setLimit };
}

export interface ServerPages extends Pages {
  /** The page to ask the server for: one-based, as the API counts. */
  query: { page: number; limit: number };
  /** Call with the list's total once known: a page emptied by a deletion or a shorter list
   * (a new filter) falls back to the last page that has rows. */
  keepWithin: (total: number | undefined, stale?: boolean) => void;
}

/** State of a list the server pages: pass `query` to the call and `keepWithin` its total. */
export function useServerPages(defaultLimit: number = PAGE_SIZES[0]): ServerPages {
  const pages = usePagerState(defaultLimit);
  return {
    ...pages,
    query: { page: pages.page + 1, limit: pages.limit },
    keepWithin(total, stale = false) {
      if (total === undefined || stale) return;
      const last = lastPageOf(total, pages.limit);
      if (pages.page > last) pages.setPage(last);
    },
  };
}

export interface LocalPages extends Pages {
  count: number;
}

/** Pages of a list already loaded whole: the rows of the current page and the pager's state. */
export function useLocalPages<T>(items: T[]): { rows: T[]; pages: LocalPages } {
  const pages = usePagerState(PAGE_SIZES[0]);
  // A shorter list (a new filter) never leaves the pager past its last page.
  const current = Math.min(pages.page, lastPageOf(items.length, pages.limit));
  const start = current * pages.limit;
  return {
    rows: items.slice(start, start + pages.limit),
    pages: { ...pages, page: current, count: items.length },
  };
}

/** The words of a MUI pager (rows per page, "1–10 of 25", its buttons) in the page's language. */
export function usePagerLabels() {
  const { t } = useTranslation('admin');
  return {
    labelRowsPerPage: t('pager.rowsPerPage'),
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      count === -1
        ? t('pager.displayedRowsMore', { from, to })
        : t('pager.displayedRows', { from, to, count }),
    getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => t(`pager.${type}`),
  };
}

/** The pager under a paged table; its toolbar wraps on a phone. */
export function Pager({
  count,
  page,
  limit,
  setPage,
  setLimit,
  sizes = PAGE_SIZES,
}: Pages & { count: number; sizes?: readonly number[] }) {
  const labels = usePagerLabels();
  return (
    <TablePagination
      {...labels}
      component="div"
      count={count}
      page={page}
      onPageChange={(_e, p) => setPage(p)}
      rowsPerPage={limit}
      rowsPerPageOptions={[...sizes]}
      onRowsPerPageChange={(e) => setLimit(Number(e.target.value))}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
    />
  );
}

/** The pager under a table of `useLocalPages`. */
export function LocalPagination(pages: LocalPages) {
  return <Pager {...pages} />;
}
