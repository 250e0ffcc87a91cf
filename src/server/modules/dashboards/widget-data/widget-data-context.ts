import type { NormalizedPeriod } from '../../../../domain/consolidation/index.js';
import type { ComponentType } from '../../../../domain/dashboards/components/component-types.js';
import type { Db, Dialect } from '../../../db/create-database.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import type { TabReads } from './tab-reads.js';

/**
 * What a component's data provider knows when the tab's batched request reads it. Whoever sees a dashboard
 * sees its widgets' data (a dashboard grant is a grant of what its widgets show, as on any plant screen), so
 * a provider checks no page permission: it reads only what its options name, in the unit's plant.
 */
export interface WidgetDataContext {
  db: Db;
  /** The database's dialect, for SQL that differs between SQLite and PostgreSQL (two-argument min/max). */
  dialect: Dialect;
  catalog: ModelCatalog;
  /** The selected unit and its plant. */
  unit: number;
  plant: number;
  clientId: number;
  /** The unit's period (time zone, production day, shifts), for ranges like "today" or "current shift". */
  period: NormalizedPeriod;
  /** The request's instant (ms), the same for every widget of the batch. */
  nowMs: number;
  /** The widget's frame width in CSS pixels: a series is reduced to about this many points. */
  widthPx: number;
  /** The dashboard's goal tolerance (percent), for goal and deviation components. */
  goalTolerance: number;
  /** The request's shared reads (tags, goals, identical series), when the tab's widgets are read together. */
  reads?: TabReads;
}

/** Reads one widget's data from its (already validated, defaulted) options; null when the component needs none. */
export type WidgetDataProvider = (ctx: WidgetDataContext, options: Record<string, unknown>) => Promise<unknown>;

export type WidgetDataProviders = Readonly<Record<ComponentType, WidgetDataProvider>>;
