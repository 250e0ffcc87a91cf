import { widgetLayoutErrors } from '../../../../domain/dashboards/widget-layout-rules.js';
import { validationFailed } from '../../../core/api-error.js';
import type { HooksOf } from '../../entities/entity-hooks-types.js';
import { widgetReadFilter } from '../dashboard-read-filter.js';
import { checkTabLimits } from './widget-limit.js';
import { checkWidgetOptions, storedWidgetOptions } from './widget-options.js';
import { widgetReferenceErrors } from './widget-references.js';
import { iframeOriginErrors } from './widget-iframe-origin.js';

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
 * A widget's layout: one place per screen size, each inside that size's columns (the schema checked the rest); its
 * options fit its component type's schema (stored with the schema's defaults); its tab stays within the dashboard's
 * widget and component caps; read only on a visible dashboard, a manager-only widget only by its managers.
 */
export const widgetHooks: HooksOf<'dashboard-widgets'> = {
  async beforeWrite(ctx) {
    const { next } = ctx;
    const errors = widgetLayoutErrors(placesOf(next.layout) as Parameters<typeof widgetLayoutErrors>[0]);
    const checked = checkWidgetOptions(next.component, next.options);
    Object.assign(errors, checked.errors);
    if (!Object.keys(checked.errors).length) {
      Object.assign(errors, await widgetReferenceErrors(ctx.db, ctx.catalog, ctx.scope, checked.options));
      Object.assign(errors, await iframeOriginErrors(ctx.db, ctx.catalog, ctx.scope.clientId, next.component, checked.options));
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    next.options = storedWidgetOptions(next.component, checked.options);
    await checkTabLimits(ctx);
  },
  readFilter: widgetReadFilter,
};
