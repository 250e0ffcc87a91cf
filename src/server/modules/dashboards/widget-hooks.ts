import { widgetLayoutErrors } from '../../../domain/dashboards/widget-layout-rules.js';
import { validationFailed } from '../../core/api-error.js';
import type { HooksOf } from '../entities/entity-hooks-types.js';
import { widgetReadFilter } from './dashboard-read-filter.js';
import { checkWidgetLimit } from './widget-limit.js';

/** The stored `layout` column: the list itself, or its JSON text. */
function placesOf(value: unknown): unknown[] {
  try {
    const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * A widget's layout: one place per screen size, each inside that size's columns (the schema checked the rest); an OEE
 * widget names its frame; a tab holds no more widgets than its dashboard's limit; read only on a visible dashboard.
 */
export const widgetHooks: HooksOf<'dashboard-widgets'> = {
  async beforeWrite(ctx) {
    const { next } = ctx;
    const errors = widgetLayoutErrors(placesOf(next.layout) as Parameters<typeof widgetLayoutErrors>[0]);
    // An OEE widget shows one frame's OEE: without it there is nothing to show.
    if (next.component === 'oee' && (next.id_frame === null || next.id_frame === undefined)) errors.id_frame = { key: 'global.labels.requiredField' };
    if (Object.keys(errors).length) throw validationFailed(errors);
    await checkWidgetLimit(ctx);
  },
  readFilter: widgetReadFilter,
};
