import type { TablePaginationProps } from '@mui/material';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { useFormat } from '../format/useFormat.js';

/**
 * react-admin's pagination; when the server counted a large list only up to its cap
 * (`meta.totalMoreThan`, src/app/data/list-page.ts) it says "1-25 of more than 10,000".
 */
export function ListPagination() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const format = useFormat();
  const moreThan: unknown = meta?.totalMoreThan;
  if (typeof moreThan !== 'number') return <Pagination />;
  const forwarded: Pick<TablePaginationProps, 'labelDisplayedRows'> = {
    labelDisplayedRows: ({ from, to }) =>
      translate('listPagination.moreThan', { from: format.number(from), to: format.number(to), total: format.number(moreThan) }),
  };
  // Pagination hands the props it does not know to MUI's TablePagination, after its own label.
  return <Pagination {...(forwarded as PaginationProps)} />;
}
