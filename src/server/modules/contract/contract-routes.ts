import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractState } from '../../../domain/contract/contract-dates.js';
import { forbidden } from '../../core/api-error.js';
import { contractPublicKeyFrom } from './contract-key.js';
import { renewalKeyOf, renewContract } from './contract-renewal.js';
import { clientContractState } from './contract-status.js';
import { contractRouteSchemas as schemas } from './schemas/index.js';
import type { ContractAnswer } from '../../../generated/api-types.js';

/** `{ status, data: { data_fim_contrato } }` as section 7 reads it, plus the server's count of days left. */
const answer = (state: ContractState): ContractAnswer => ({
  status: state.status,
  daysLeft: state.daysLeft,
  data: { data_fim_contrato: state.endDate },
});

/** Signed in: the contract of the user's client, and its renewal with a vendor-signed key (administrators only). */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  // Parsed at start: a bad CONTRACT_PUBLIC_KEY stops the server instead of refusing every key.
  const publicKey = contractPublicKeyFrom(app.config.contractPublicKey);
  const { db } = app.database;

  app.get('/EST/queries/checkContractDate', { schema: schemas.contract.schema }, async (request) =>
    answer(await clientContractState(db, request.access!.clientId)),
  );

  // The key is the vendor's authority, but applying it is an administrator's act (logged below).
  const administratorsOnly = async (request: FastifyRequest) => {
    if (!request.access!.isAdmin) throw forbidden();
  };

  app.post('/EST/queries/setNewContractDate', { preHandler: administratorsOnly, schema: schemas.contractRenewal.schema }, async (request) => {
    const token = renewalKeyOf(request.body);
    const state = await renewContract(db, publicKey, request.access!.clientId, token);
    request.log.info({ clientId: request.access!.clientId, userId: request.access!.userId, until: state.endDate }, 'contract renewed');
    return answer(state);
  });
}
