/** The pareto and OEE calls of the stopping chart (the stops: ../shared/stops-api.ts) (server: src/server/modules/equipment-stops/README.md). */
import type { OeeBucket, OeeLevel, ParetoAnswer, ParetoDimension } from '../../../../domain/equipment-stops/stop-model.js';
import { api } from '../../../api/api-client.js';
import type { TimeRange } from '../../analysis/series-types.js';

const iso = (ms: number) => new Date(ms).toISOString();

export interface ParetoQuery {
  idFrame: number | null;
  range: TimeRange;
  by: ParetoDimension;
}

export async function fetchPareto({ idFrame, range, by }: ParetoQuery, signal?: AbortSignal): Promise<ParetoAnswer> {
  const query = { idFrame: idFrame ?? undefined, from: iso(range.from), to: iso(range.to), by };
  return (await api<string, { data: ParetoAnswer }>('EM/queries/pareto', { query, signal })).data;
}

export async function fetchOeeSeries(idFrame: number, range: TimeRange, level: OeeLevel, signal?: AbortSignal): Promise<OeeBucket[]> {
  const query = { idFrame, from: iso(range.from), to: iso(range.to), level };
  return (await api<string, { data: OeeBucket[] }>('OEE/queries/series', { query, signal })).data;
}
