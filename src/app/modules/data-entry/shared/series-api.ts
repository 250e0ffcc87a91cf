import type { useHttpClient } from '../../../data/useHttpClient.js';
import { toUtcIso } from './unit-time.js';

export type HttpClient = ReturnType<typeof useHttpClient>;

export interface SeriesPoint {
  /** ISO UTC. */
  t: string;
  v: number | null;
}

export interface TagSeries {
  id_tag: number;
  code: string;
  points: SeriesPoint[];
}

export const DAY_MS = 86_400_000;

/** Raw values of the tags over [from, to) from `MES/queries/series`, at most `points` per tag (downsampled by the server). */
export async function fetchRawSeries(http: HttpClient, tagIds: readonly number[], from: number, to: number, points: number): Promise<TagSeries[]> {
  if (tagIds.length === 0) return [];
  const query = new URLSearchParams({ tags: tagIds.join(','), from: toUtcIso(from), to: toUtcIso(to), level: 'raw', points: String(points) });
  const { json } = await http(`MES/queries/series?${query}`);
  return Array.isArray(json) ? (json as TagSeries[]) : [];
}

/** The latest point holding a value. */
export function lastPoint(series: TagSeries | undefined): SeriesPoint | undefined {
  const points = series?.points ?? [];
  for (let i = points.length - 1; i >= 0; i--) if (points[i]!.v !== null) return points[i];
  return undefined;
}
