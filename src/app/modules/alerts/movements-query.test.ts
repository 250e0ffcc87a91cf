import { describe, expect, it } from 'vitest';
import { movementsQuery } from './movements-query.js';

describe('movementsQuery', () => {
  it('sends the period, the reading state and the page', () => {
    const query = new URLSearchParams(movementsQuery({ from: '2026-01-01T03:00:00Z', to: '2026-01-08T03:00:00Z', read: 'unread' }, 2, 25));
    expect(Object.fromEntries(query)).toEqual({ from: '2026-01-01T03:00:00Z', to: '2026-01-08T03:00:00Z', read: 'unread', page: '2', perPage: '25' });
  });
  it('sends the group only when one is chosen', () => {
    const base = { from: 'a', to: 'b', read: 'all' as const };
    expect(new URLSearchParams(movementsQuery(base, 1, 10)).has('id_grupoalerta')).toBe(false);
    expect(new URLSearchParams(movementsQuery({ ...base, groupId: 0 }, 1, 10)).get('id_grupoalerta')).toBe('0');
    expect(new URLSearchParams(movementsQuery({ ...base, groupId: 12 }, 1, 10)).get('id_grupoalerta')).toBe('12');
  });
});
