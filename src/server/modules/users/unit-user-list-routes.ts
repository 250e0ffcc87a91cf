import type { FastifyInstance } from 'fastify';
import { unitUserList } from './unit-user-list.js';
import { userRouteSchemas as schemas } from './schemas/index.js';

/** `GET CAC/queries/USUARIO` (platform-core section 7): the selected unit's people, for any signed user of the unit. */
export async function unitUserListRoutes(app: FastifyInstance): Promise<void> {
  app.get('/CAC/queries/USUARIO', { schema: schemas.unitUsers.schema }, async (request) => {
    const unit = request.access!.unit;
    return { data: unit ? await unitUserList(app.database.db, unit) : [] };
  });
}
