/** The `ALE/queries/movements` parameters of the operational alerts page. */
import type { ReadFilter } from './alert-records.js';

export interface MovementFilters {
  /** UTC ISO, inclusive. */
  from: string;
  /** UTC ISO, exclusive. */
  to: string;
  /** Undefined: every group. */
  groupId?: number;
  read: ReadFilter;
}

export const MOVEMENTS_PER_PAGE_CHOICES = [10, 25, 50] as const;

/** `page` counts from 1, as the server's. */
export function movementsQuery(filters: MovementFilters, page: number, perPage: number): string {
  const query = new URLSearchParams({ from: filters.from, to: filters.to, read: filters.read, page: String(page), perPage: String(perPage) });
  if (filters.groupId !== undefined) query.set('id_grupoalerta', String(filters.groupId));
  return query.toString();
}
