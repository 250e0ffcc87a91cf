import { useState } from 'react';

export interface Paging {
  /** 0-based, back to 0 whenever the filters change. */
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}

/** A list's page and page size; other filters (`filtersKey`) start at the first page. */
export function usePaging(filtersKey: string, initialPerPage = 25): Paging {
  const [state, setState] = useState({ page: 0, perPage: initialPerPage, of: filtersKey });
  const page = state.of === filtersKey ? state.page : 0;
  return {
    page,
    perPage: state.perPage,
    setPage: (next) => setState({ ...state, page: next, of: filtersKey }),
    setPerPage: (perPage) => setState({ page: 0, perPage, of: filtersKey }),
  };
}
