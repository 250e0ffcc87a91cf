import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export const PAGE_SIZES = [10, 25, 50, 100];

interface ListPaginationProps {
  total: number;
  /** 0-based. */
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  testId: string;
}

/** react-admin's paging words on an MUI table's pagination. */
export function ListPagination({ total, page, perPage, onPage, onPerPage, testId }: ListPaginationProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      data-testid={testId}
    />
  );
}
