import { useEffect, useState } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TablePagination, TableRow } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { MergedRow } from './merge-series.js';
import { formatValue } from './value-format.js';

export interface ValueColumn {
  code: string;
  description?: string | null;
  decimals: number;
}

interface ValuesTableProps {
  rows: readonly MergedRow[];
  columns: readonly ValueColumn[];
  formatTime: (t: number) => string;
  /** Consolidated levels: the bucket label (from the server) before the time. */
  showLabel?: boolean;
  /** A totals row, one value per column (null: none). */
  totals?: readonly (number | null)[];
  testId?: string;
}

const pageSizes = [50, 100, 500];

/** Time (and bucket), then one column per tag with its decimals; paged so long periods stay quick. */
export function ValuesTable({ rows, columns, formatTime, showLabel, totals, testId = 'values-table' }: ValuesTableProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSizes[1]!);
  useEffect(() => setPage(0), [rows]);
  const shown = rows.slice(page * size, (page + 1) * size);

  return (
    <Paper variant="outlined">
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table stickyHeader data-testid={testId}>
          <TableHead>
            <TableRow>
              {showLabel && <TableCell>{translate('analysis.table.period')}</TableCell>}
              <TableCell>{translate('analysis.table.time')}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.code} align="right" title={column.description ?? undefined}>
                  {column.code}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.t} hover>
                {showLabel && <TableCell>{row.label}</TableCell>}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.t)}</TableCell>
                {columns.map((column, index) => (
                  <TableCell key={column.code} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatValue(row.values[index], column.decimals, locale)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {totals && (
            <TableFooter sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: 'inherit', fontWeight: 600 } }}>
              <TableRow data-testid={`${testId}-totals`}>
                <TableCell colSpan={showLabel ? 2 : 1}>{translate('analysis.table.total')}</TableCell>
                {columns.map((column, index) => (
                  <TableCell key={column.code} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {totals[index] === null ? '—' : formatValue(totals[index], column.decimals, locale)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={pageSizes}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      />
    </Paper>
  );
}
