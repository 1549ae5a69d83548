import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';

/**
 * The text alternative of a chart: its figures as a table that screen readers read (the chart's
 * own drawing is hidden from them).
 */
export function ChartDataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** The first column names the row (the month). */
  columns: string[];
  rows: string[][];
}) {
  return (
    // The box hides the table: a table itself never shrinks to 1 px and would widen the page.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              {cells.map((cell, i) => (
                <td key={columns[i + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
