import { useState } from 'react';
import TablePagination from '@mui/material/TablePagination';

const PAGE_SIZES = [10, 25, 50];

export interface LocalPages {
  count: number;
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

/** Pages of a list already loaded whole: the rows of the current page and the pager's state. */
export function useLocalPages<T>(items: T[]): { rows: T[]; pages: LocalPages } {
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0]!);
  // A shorter list (a new filter) never leaves the pager past its last page.
  const lastPage = Math.max(0, Math.ceil(items.length / limit) - 1);
  const current = Math.min(page, lastPage);
  return {
    rows: items.slice(current * limit, current * limit + limit),
    pages: { count: items.length, page: current, limit, setPage, setLimit },
  };
}

/** The pager under a table of `useLocalPages`; the toolbar wraps on a phone. */
export function LocalPagination({ count, page, limit, setPage, setLimit }: LocalPages) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_e, p) => setPage(p)}
      rowsPerPage={limit}
      rowsPerPageOptions={PAGE_SIZES}
      onRowsPerPageChange={(e) => {
        setLimit(Number(e.target.value));
        setPage(0);
      }}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
    />
  );
}
