/** Every call of the analysis page (src/server/modules/root-cause/README.md, Routes). Refusals are ApiErrors with the server's key. */
import type {
  CauseView,
  EffectAnalysis,
  EffectSourceType,
  EffectStatus,
  EffectView,
  Origin,
  RcaHistoryRow,
  WhyView,
} from '../../../../domain/root-cause/model.js';
import { api } from '../../../api/api-client.js';

type Data<T> = { data: T };

export const fetchAnalysis = async (idEffect: number, signal?: AbortSignal): Promise<EffectAnalysis> =>
  (await api<string, Data<EffectAnalysis>>(`RCA/queries/effects/${idEffect}`, { signal })).data;

export const fetchEffectHistory = async (idEffect: number): Promise<RcaHistoryRow[]> =>
  (await api<string, Data<RcaHistoryRow[]>>(`RCA/queries/effects/${idEffect}/history`)).data;

/** The unit's effects with a status, newest first (the picker asks for the open and in-analysis ones). */
export const fetchEffects = (query: { status?: EffectStatus; page: number; perPage: number }): Promise<{ data: EffectView[]; total: number }> =>
  api<string, { data: EffectView[]; total: number }>('RCA/queries/effects', { query });

export interface SourceAnalysis {
  id_effect: number;
  status: EffectStatus;
}

/** The analysis of a stop, violation or alert, or null when it has none yet. */
export const fetchSourceAnalysis = async (type: EffectSourceType, id: number): Promise<SourceAnalysis | null> =>
  (await api<string, Data<SourceAnalysis | null>>(`RCA/queries/sources/${type}/${id}`)).data;

export interface NewEffectBody {
  /** Absent with a source: the source's own description. */
  description?: string;
  occurred_at?: string;
  source?: { type: EffectSourceType; id: number };
}

export const createEffect = async (body: NewEffectBody): Promise<EffectView> =>
  (await api<string, Data<EffectView>>('RCA/actions/effects', { method: 'POST', json: body })).data;

export interface EffectEditBody {
  version: number;
  description?: string;
  occurred_at?: string;
  id_responsible?: number;
  id_examiner?: number;
  id_manager?: number;
  team?: number[];
}

export const updateEffect = async (idEffect: number, body: EffectEditBody): Promise<EffectView> =>
  (await api<string, Data<EffectView>>(`RCA/actions/effects/${idEffect}`, { method: 'PUT', json: body })).data;

export type EffectStateCommand = 'conclude' | 'cancel' | 'reopen';

export const commandEffect = async (idEffect: number, body: { version: number; command: EffectStateCommand; comment?: string }): Promise<EffectView> =>
  (await api<string, Data<EffectView>>(`RCA/actions/effects/${idEffect}/command`, { method: 'POST', json: body })).data;

export interface CauseFields {
  origin: Origin;
  id_cause_catalogue: number | null;
  description: string;
  gravity: number;
  urgency: number;
  tendency: number;
}

export const createCause = async (body: CauseFields & { id_effect: number; effect_version: number }): Promise<CauseView> =>
  (await api<string, Data<CauseView>>('RCA/actions/causes', { method: 'POST', json: body })).data;

export const updateCause = async (idCause: number, body: Partial<CauseFields> & { version: number }): Promise<CauseView> =>
  (await api<string, Data<CauseView>>(`RCA/actions/causes/${idCause}`, { method: 'PUT', json: body })).data;

export const commandCause = async (idCause: number, body: { version: number; command: 'cancel' | 'reactivate' }): Promise<CauseView> =>
  (await api<string, Data<CauseView>>(`RCA/actions/causes/${idCause}/command`, { method: 'POST', json: body })).data;

export const createWhy = async (body: { id_cause: number; id_parent: number | null; text: string }): Promise<WhyView> =>
  (
    await api<string, Data<WhyView>>('RCA/actions/whys', {
      method: 'POST',
      json: body.id_parent === null ? { id_cause: body.id_cause, text: body.text } : body,
    })
  ).data;

export const updateWhy = async (idWhy: number, text: string): Promise<WhyView> =>
  (await api<string, Data<WhyView>>(`RCA/actions/whys/${idWhy}`, { method: 'PUT', json: { text } })).data;

export const deleteWhy = async (idWhy: number): Promise<{ id_why: number }> =>
  (await api<string, Data<{ id_why: number }>>(`RCA/actions/whys/${idWhy}`, { method: 'DELETE' })).data;
