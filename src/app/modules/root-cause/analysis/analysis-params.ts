import { EFFECT_FORMS, type EffectSourceType } from '../../../../domain/root-cause/model.js';

export type AnalysisTarget =
  { kind: 'effect'; idEffect: number; focusActionId: number | null } | { kind: 'source'; type: EffectSourceType; id: number } | { kind: 'none' };

const positiveId = (text: string | null): number | null => {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2147483647 ? id : null;
};

const isSourceType = (text: string | null): text is EffectSourceType => text !== null && text !== 'free' && (EFFECT_FORMS as readonly string[]).includes(text);

/** What the page's URL asks for: `?effect=<id>[&action=<id>]`, `?source=stop|spc|alert&id=<id>`, or nothing (the picker). */
export function analysisTarget(params: URLSearchParams): AnalysisTarget {
  const idEffect = positiveId(params.get('effect'));
  if (idEffect !== null) return { kind: 'effect', idEffect, focusActionId: positiveId(params.get('action')) };
  const type = params.get('source');
  const id = positiveId(params.get('id'));
  if (isSourceType(type) && id !== null) return { kind: 'source', type, id };
  return { kind: 'none' };
}
