import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import contractAnswer from './contract.answer.schema.json' with { type: 'json' };
import contractRenewalBody from './contract-renewal.body.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** The client's contract and its renewal (contract-routes.ts). */
export const contractRouteSchemas = {
  contract: route('GET', '/EST/queries/checkContractDate', 'Contract', { answer: resolved(contractAnswer) }),
  contractRenewal: route('POST', '/EST/queries/setNewContractDate', 'ContractRenewal', { body: contractRenewalBody, answer: resolved(contractAnswer) }),
};
