import type { EntityHooks } from '../entities/entity-hooks-types.js';
import { findPlant } from './tree-repository.js';
import { unitPlantRefusal } from './structure-rules.js';

/** Units (the elements tree): a new or moved unit goes into an active plant. */
export const unitHooks: EntityHooks = {
  async beforeWrite({ db, mode, current, next }) {
    const plantId = Number(next.plt_codigo);
    if (mode === 'update' && current && Number(current.plt_codigo) === plantId) return;
    const refusal = unitPlantRefusal((await findPlant(db, plantId))?.plt_ativo);
    if (refusal) throw refusal;
  },
};
