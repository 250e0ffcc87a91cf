import { Box, Table, TableBody, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

interface SummaryTableProps {
  /** The header row's cells. */
  head: ReactNode;
  children: ReactNode;
  /** The frame's height: the body scrolls under a sticky header. */
  height: number;
  testId: string;
  footer?: ReactNode;
}

/** The table of a summary component (goals, report, exceptions, grid): compact, its header kept in view while it scrolls both ways. */
export function SummaryTable({ head, children, height, testId, footer }: SummaryTableProps) {
  return (
    <Box sx={{ height, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <Table size="small" stickyHeader data-testid={testId} sx={{ '& td, & th': { px: 1, py: 0.5, whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </Box>
      {footer}
    </Box>
  );
}
