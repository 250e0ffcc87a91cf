/** The operator's view of the unit's cards (src/server/modules/spc/README.md, Routes). */
import { api } from '../../../api/api-client.js';
import type { ProductionAnswer } from './production-types.js';

export const fetchProduction = async (signal?: AbortSignal): Promise<ProductionAnswer> =>
  (await api<string, { data: ProductionAnswer }>('SPC/queries/production', { signal })).data;
