import definition from '../schemas/dashboard-definition.schema.json' with { type: 'json' };

type Properties = Record<string, unknown>;

/**
 * Which fields of a view and of a tab a definition file carries: those its schema names
 * (`schemas/dashboard-definition.schema.json`), so the file's format is written once. Never ids, the unit, who sees
 * the dashboard, nor the Power BI token (write-only: a secret does not travel in a file).
 */
export const definitionViewFields: readonly string[] = Object.keys(definition.properties.dashboard.properties as Properties);

export const definitionTabFields: readonly string[] = Object.keys(definition.properties.tabs.items.properties as Properties).filter(
  (field) => field !== 'widgets',
);

/** The record's values of `fields`, without the empty ones. */
export const pickFields = (record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.filter((field) => record[field] !== undefined && record[field] !== null).map((field) => [field, record[field]]));
