import { describe, expect, it } from 'vitest';
import { fetchListPage, listTotal } from './list-page.js';

describe('list totals', () => {
  it('reads the exact total of Content-Range', () => {
    expect(listTotal('items 0-24/137', null, 0)).toEqual({ total: 137 });
    expect(listTotal('items */0', null, 0)).toEqual({ total: 0 });
  });

  it('pages on without a total when the count stopped at its cap', () => {
    expect(listTotal('items 0-24/*', '10000', 0)).toEqual({ pageInfo: { hasPreviousPage: false, hasNextPage: true }, meta: { totalMoreThan: 10000 } });
    expect(listTotal('items 25-49/*', '10000', 25).pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
  });

  it('asks with ra-data-simple-rest parameters and reads the capped headers', async () => {
    const calls: string[] = [];
    const headers = new Headers({ 'content-range': 'items 25-49/*', 'x-total-more-than': '10000' });
    const http = async (url: string) => (calls.push(url), { headers, json: [{ id: 1 }] });
    const result = await fetchListPage(http, '/api', 'MES/entities/UNIDADEMEDIDA', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'code', order: 'ASC' },
      filter: { active: 'S' },
    });
    expect(new URL(calls[0]!, 'http://x').searchParams.get('range')).toBe('[25,49]');
    expect(new URL(calls[0]!, 'http://x').searchParams.get('filter')).toBe('{"active":"S"}');
    expect(result).toEqual({ data: [{ id: 1 }], pageInfo: { hasPreviousPage: true, hasNextPage: true }, meta: { totalMoreThan: 10000 } });
  });
});
