import type { EffectSourceType, EffectView } from '../../../../domain/root-cause/model.js';
import { createEffect, fetchSourceAnalysis, type SourceAnalysis } from '../api/analysis-api.js';

/** What the source flow asks the server (replaced in component tests). */
export interface SourceCalls {
  find: (type: EffectSourceType, id: number) => Promise<SourceAnalysis | null>;
  create: (type: EffectSourceType, id: number, description: string | undefined) => Promise<EffectView>;
}

export const serverSourceCalls: SourceCalls = {
  find: fetchSourceAnalysis,
  create: (type, id, description) => createEffect({ ...(description ? { description } : {}), source: { type, id } }),
};
