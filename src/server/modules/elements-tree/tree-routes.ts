import type { FastifyInstance } from 'fastify';
import { guardedWrite } from '../../db/guarded-write.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { mayAct } from '../access/permissions.js';
import { modelByTable } from '../../core/core-models.js';
import { findClientActive, findPlant, movePlantToClient, plantNameTaken, plantUserLinks, readElementsTree } from './tree-repository.js';
import { plantMoveRefusal } from './structure-rules.js';
import { elementsTreeRouteSchemas as schemas } from './schemas/index.js';

const positiveId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined);

/**
 * `GET EST/queries/elementsTree`: clients → plants → units, with read on the elements tree
 * (a super-administrator sees every client, anyone else their own). `PUT EST/actions/movePlant
 * {plt_codigo, cli_codigo}`: a plant and its units to another client (super-administrators only).
 * Units move, are added and deactivated through the units entity (`EST/entities/ELEMENTO`).
 */
export async function elementsTreeRoutes(app: FastifyInstance): Promise<void> {
  const units = modelByTable(app.catalog, 'elemento');

  app.get('/EST/queries/elementsTree', { schema: schemas.elementsTree.schema }, async (request) => {
    const access = request.access!;
    if (!mayAct(access, units, 'read')) throw forbidden();
    // `movePlants`: the app offers moving a plant across clients only where the server would allow it.
    return { data: await readElementsTree(app.database.db, access.isSuperAdmin ? null : access.clientId), movePlants: access.isSuperAdmin === true };
  });

  app.put('/EST/actions/movePlant', { schema: schemas.movePlant.schema }, async (request) => {
    const access = request.access!;
    if (!access.isSuperAdmin) throw forbidden();
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const plantId = positiveId(body.plt_codigo);
    const clientId = positiveId(body.cli_codigo);
    if (!plantId || !clientId) {
      throw validationFailed(
        Object.fromEntries(['plt_codigo', 'cli_codigo'].filter((name) => !positiveId(body[name])).map((name) => [name, { key: 'validation.integer' }])),
      );
    }
    await guardedWrite(app.database, async (tx) => {
      await tx.lock('plant-client', clientId);
      const plant = await findPlant(tx.db, plantId);
      if (!plant) throw notFound();
      const refusal = plantMoveRefusal({
        isSuperAdmin: access.isSuperAdmin === true,
        fromClient: plant.cli_codigo,
        toClient: clientId,
        targetActive: await findClientActive(tx.db, clientId),
        nameTaken: await plantNameTaken(tx.db, clientId, plant.plt_descri, plantId),
        userLinks: await plantUserLinks(tx.db, plantId),
      });
      if (refusal) throw refusal;
      if (plant.cli_codigo !== clientId) await movePlantToClient(tx.db, plantId, clientId);
    });
    return { data: await findPlant(app.database.db, plantId) };
  });
}
