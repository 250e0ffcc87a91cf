import type { WhyView } from '../../../../domain/root-cause/model.js';
import { createWhy, deleteWhy, updateWhy } from '../api/analysis-api.js';

/** What the whys tree asks the server (replaced in component tests). */
export interface WhyCalls {
  create: (body: { id_cause: number; id_parent: number | null; text: string }) => Promise<WhyView>;
  update: (idWhy: number, text: string) => Promise<WhyView>;
  remove: (idWhy: number) => Promise<unknown>;
}

export const serverWhyCalls: WhyCalls = { create: createWhy, update: updateWhy, remove: deleteWhy };
