/** The OEE calculator of the server (src/server/modules/equipment-stops/README.md). */
import type { OeeFactors, OeeInput } from '../../../../domain/equipment-stops/oee.js';
import { api } from '../../../api/api-client.js';

export type ComputeOee = (input: OeeInput) => Promise<OeeFactors>;

export const computeOeeExample: ComputeOee = async (input) =>
  (await api<string, { data: OeeFactors }>('OEE/queries/compute', { method: 'POST', json: input })).data;
