/** Every call of the management page (src/server/modules/spc/README.md, Routes). Refusals are ApiErrors with the server's key. */
import { api } from '../../../api/api-client.js';
import type { TimeRange } from '../../analysis/series-types.js';
import type { CardChart } from '../shared/card-chart-type.js';
import type { OverviewAnswer, TreatBody, ViolationHistoryRow, ViolationPage, ViolationRow, ViolationStatus } from './management-types.js';

const iso = (ms: number) => new Date(ms).toISOString();
type Data<T> = { data: T };

export const fetchOverview = async (range: TimeRange, signal?: AbortSignal): Promise<OverviewAnswer> =>
  (await api<string, Data<OverviewAnswer>>('SPC/queries/overview', { query: { from: iso(range.from), to: iso(range.to) }, signal })).data;

export const fetchCardChart = async (idCard: number, range: TimeRange, signal?: AbortSignal): Promise<CardChart> =>
  (await api<string, Data<CardChart>>(`SPC/queries/cards/${idCard}/chart`, { query: { from: iso(range.from), to: iso(range.to) }, signal })).data;

export interface ViolationsQuery {
  idCard: number;
  /** Absent: open and treated. */
  status?: ViolationStatus;
  range: TimeRange;
  /** 1-based. */
  page: number;
  perPage: number;
}

/** The card's violations of the period, newest point first, a page at a time. */
export const fetchViolations = ({ idCard, status, range, page, perPage }: ViolationsQuery, signal?: AbortSignal): Promise<ViolationPage> =>
  api<string, ViolationPage>('SPC/queries/violations', { query: { id_card: idCard, status, from: iso(range.from), to: iso(range.to), page, perPage }, signal });

export const fetchViolationHistory = async (idViolation: number, signal?: AbortSignal): Promise<ViolationHistoryRow[]> =>
  (await api<string, Data<ViolationHistoryRow[]>>(`SPC/queries/violations/${idViolation}/history`, { signal })).data;

export const treatViolation = async (body: TreatBody): Promise<ViolationRow> =>
  (await api<string, Data<ViolationRow>>('SPC/actions/treat', { method: 'POST', json: body })).data;
