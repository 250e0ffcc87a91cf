/** The effects page's calls (src/server/modules/root-cause/README.md, Effects). Refusals are ApiErrors with the server's key. */
import type { EffectForm, EffectSourceType, EffectStatus, EffectView } from '../../../../domain/root-cause/model.js';
import { api } from '../../../api/api-client.js';

export interface EffectsQuery {
  status?: EffectStatus;
  form?: EffectForm;
  q?: string;
  /** 1-based. */
  page: number;
  perPage: number;
}

export interface EffectsPage {
  data: EffectView[];
  total: number;
}

export interface NewEffectBody {
  description: string;
  /** ISO instant. */
  occurred_at?: string;
  id_responsible?: number;
  id_examiner?: number;
  id_manager?: number;
  team?: number[];
  source?: { type: EffectSourceType; id: number };
}

/** The unit's effects, newest first, a page at a time. */
export const fetchEffects = ({ status, form, q, page, perPage }: EffectsQuery, signal?: AbortSignal): Promise<EffectsPage> =>
  api<string, EffectsPage>('RCA/queries/effects', { query: { status, form, q: q?.trim() || undefined, page, perPage }, signal });

/** Opens an effect; the people left out default to the caller. */
export const createEffect = async (body: NewEffectBody): Promise<EffectView> =>
  (await api<string, { data: EffectView }>('RCA/actions/effects', { method: 'POST', json: body })).data;
