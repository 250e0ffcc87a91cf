/** A point of an HMI tab's picture (`hmi_points` of schemas/dashboards/dashboard-tab.schema.json), its defaults filled. */
export interface HmiPoint {
  id_tag: number;
  /** Percent of the picture's width and height, from its top left corner. */
  x: number;
  y: number;
  decimals: number;
  show_unit: boolean;
}

const DEFAULT_DECIMALS = 1;

/**
 * The stored `hmi_points` column (the list, or its JSON text) as points with their defaults; anything else is none.
 * The server reads the column with it and the app the tab record, so both fill the same defaults.
 */
export function hmiPointsOf(value: unknown): HmiPoint[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && Number.isInteger(item.id_tag))
    .map((item) => ({
      id_tag: Number(item.id_tag),
      x: Number(item.x ?? 0),
      y: Number(item.y ?? 0),
      decimals: Number.isInteger(item.decimals) ? Number(item.decimals) : DEFAULT_DECIMALS,
      show_unit: item.show_unit === true,
    }));
}
