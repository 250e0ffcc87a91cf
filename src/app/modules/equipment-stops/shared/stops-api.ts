/** Every stop call of the module (server: src/server/modules/equipment-stops/README.md, Routes), typed with the shared stop shapes. */
import type { StopConsistency, StopHistoryRow, StopStatus, StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { api } from '../../../api/api-client.js';
import type { TimeRange } from '../../analysis/series-types.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** The list's filters; a missing one does not filter. */
export interface StopsFilter {
  idFrame?: number | null;
  range: TimeRange;
  status?: StopStatus;
  consistency?: StopConsistency;
  idMotive?: number;
}

export type ComplementValues = StopView['complements'];

export interface NewStop {
  id_frame: number;
  start: string;
  end?: string | null;
  id_motive?: number | null;
  comment?: string | null;
  complements?: ComplementValues;
}

export interface StopEdit {
  version: number;
  id_motive?: number | null;
  comment?: string | null;
  complements?: ComplementValues;
  /** Manual stops only. */
  start?: string;
  end?: string | null;
}

export interface StopDecision {
  ids: number[];
  /** The versions shown, in the order of `ids`: a stop changed meanwhile is refused (stateChanged). */
  versions?: number[];
  decision: 'approve' | 'reprove';
  comment?: string;
  /** The electronic signature: the user's own password. */
  password: string;
}

export interface RemakeCounts {
  removed: number;
  added: number;
  updated: number;
}

type Data<T> = { data: T };

const get = async <T>(path: string, query?: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T> =>
  (await api<string, Data<T>>(path, { query, signal })).data;

const send = async <T>(path: string, json: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> => (await api<string, Data<T>>(path, { method, json })).data;

/** Stops overlapping the range, newest first. */
export function fetchStops({ idFrame, range, status, consistency, idMotive }: StopsFilter, signal?: AbortSignal): Promise<StopView[]> {
  return get('EM/queries/stops', { idFrame: idFrame ?? undefined, from: iso(range.from), to: iso(range.to), status, consistency, idMotive }, signal);
}

export const fetchStopHistory = (idStop: number, signal?: AbortSignal) => get<StopHistoryRow[]>(`EM/queries/stops/${idStop}/history`, undefined, signal);

export const createStop = (stop: NewStop) => send<StopView>('EM/actions/stops', stop);

export const updateStop = (idStop: number, edit: StopEdit) => send<StopView>(`EM/actions/stops/${idStop}`, edit, 'PUT');

export const splitStop = (idStop: number, body: { version: number; at: string; id_motive?: number | null }) =>
  send<{ first: StopView; last: StopView }>(`EM/actions/stops/${idStop}/split`, body);

export const annulStop = (idStop: number, body: { version: number; comment?: string }) => send<StopView>(`EM/actions/stops/${idStop}/annul`, body);

export const enableStop = (idStop: number, body: { version: number; comment?: string }) => send<StopView>(`EM/actions/stops/${idStop}/enable`, body);

/** Approve or reprove, all or none. */
export const decideStops = (decision: StopDecision) => send<{ changed: number }>('EM/actions/stops/approve', decision);

export const resendStops = (ids: number[]) => send<{ changed: number }>('EM/actions/stops/resend', { ids });

/** Detects the frame's stops of the period again. */
export const remakeStops = (idFrame: number, range: TimeRange) =>
  send<RemakeCounts>('EM/actions/remake', { id_frame: idFrame, from: iso(range.from), to: iso(range.to) });
