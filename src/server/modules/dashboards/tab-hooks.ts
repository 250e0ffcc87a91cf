import type { HooksOf } from '../entities/entity-hooks-types.js';
import { lockDashboard } from './dashboard-lock.js';
import { tabReadFilter } from './dashboard-read-filter.js';

/** A tab is written under its dashboard's lock, so a type change never misses a tab being added beside it. */
export const tabHooks: HooksOf<'dashboard-tabs'> = {
  async beforeWrite(ctx) {
    await lockDashboard(ctx, Number(ctx.next.id_visao));
  },
  readFilter: tabReadFilter,
};
