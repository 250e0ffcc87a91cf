import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STOP_PAGE_SIZES, type StopPages } from './useStopPages.js';

/** The pages of a stop table, in the user's language; none while the list fits the smallest page. */
export function StopsPagination({ pages, testId }: { pages: StopPages; testId: string }) {
  const translate = useTranslate();
  if (pages.count <= STOP_PAGE_SIZES[0]!) return null;
  return (
    <TablePagination
      component="div"
      count={pages.count}
      page={pages.page}
      rowsPerPage={pages.pageSize}
      rowsPerPageOptions={STOP_PAGE_SIZES}
      onPageChange={(_event, next) => pages.setPage(next)}
      onRowsPerPageChange={(event) => pages.changePageSize(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      data-testid={`${testId}-pagination`}
    />
  );
}
