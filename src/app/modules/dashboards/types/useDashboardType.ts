import { useResourceOne } from '../../../data/typed-data-provider.js';

export type DashboardType = 'standard' | 'app' | 'hmi' | 'powerbi';

const types: readonly string[] = ['standard', 'app', 'hmi', 'powerbi'];

/**
 * The dashboard's type (its record, read with the page's own timing query); undefined while it loads. A record that
 * cannot be read shows its tabs as a standard dashboard's, as before types existed.
 */
export function useDashboardType(idVisao: number): DashboardType | undefined {
  const { data, error } = useResourceOne('settings/dashboards', { id: idVisao }, { enabled: Number.isInteger(idVisao), retry: false });
  if (error) return 'standard';
  if (!data) return undefined;
  return types.includes(String(data.dashboard_type)) ? (data.dashboard_type as DashboardType) : 'standard';
}
