import { useResourceOne } from '../../../data/typed-data-provider.js';

export type DashboardType = 'standard' | 'app' | 'hmi' | 'powerbi';

const types: readonly string[] = ['standard', 'app', 'hmi', 'powerbi'];

/** A stored `dashboard_type` as one of the types; anything else is a standard dashboard's, as before types existed. */
export const dashboardTypeOf = (value: unknown): DashboardType => (types.includes(String(value)) ? (value as DashboardType) : 'standard');

/**
 * The dashboard's type (its record, read with the page's own timing query); undefined while it loads. A record that
 * cannot be read shows its tabs as a standard dashboard's, as before types existed.
 */
export function useDashboardType(idVisao: number): DashboardType | undefined {
  const { data, error } = useResourceOne('settings/dashboards', { id: idVisao }, { enabled: Number.isInteger(idVisao), retry: false });
  if (error) return 'standard';
  if (!data) return undefined;
  return dashboardTypeOf(data.dashboard_type);
}
