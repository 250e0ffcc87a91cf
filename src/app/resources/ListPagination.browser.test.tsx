import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ListPagination } from './ListPagination.js';
import { i18nProviderIn } from '../test-support/render-in-admin.js';

/** The list context react-admin builds from a data provider's answer (list-page.ts), first page of 25. */
function listContext(answer: Pick<ListControllerResult, 'total' | 'meta' | 'hasNextPage'>): ListControllerResult {
  const data = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));
  return {
    data,
    isPending: false,
    isLoading: false,
    isFetching: false,
    page: 1,
    perPage: 25,
    hasPreviousPage: false,
    setPage: () => {},
    setPerPage: () => {},
    ...answer,
  } as unknown as ListControllerResult;
}

async function renderIn(locale: string, answer: Pick<ListControllerResult, 'total' | 'meta' | 'hasNextPage'>) {
  return render(
    <AdminContext i18nProvider={await i18nProviderIn(locale)}>
      <ListContextProvider value={listContext(answer)}>
        <ListPagination />
      </ListContextProvider>
    </AdminContext>,
  );
}

describe('ListPagination in a real browser', () => {
  it('says how many rows there are at least when the server stopped counting, and pages on', async () => {
    const screen = await renderIn('en-US', { total: undefined, hasNextPage: true, meta: { totalMoreThan: 10000 } });
    await expect.element(screen.getByText('1-25 of more than 10,000')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('keeps the exact total when there is one', async () => {
    const screen = await renderIn('en-US', { total: 137, hasNextPage: true, meta: undefined });
    await expect.element(screen.getByText('1-25 of 137')).toBeVisible();
  });

  it('speaks Portuguese and Spanish', async () => {
    const answer = { total: undefined, hasNextPage: true, meta: { totalMoreThan: 10000 } };
    await expect.element((await renderIn('pt-BR', answer)).getByText('1-25 de mais de 10.000')).toBeVisible();
    await expect.element((await renderIn('es-ES', answer)).getByText(/1-25 de más de 10/)).toBeVisible();
  });
});
