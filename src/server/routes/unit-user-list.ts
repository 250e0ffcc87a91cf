import type { FastifyInstance } from 'fastify';
import { unitUserList } from '../services/unit-user-list.js';

/** `GET CAC/queries/USUARIO` (platform-core section 7): the selected unit's people, for any signed user of the unit. */
export async function unitUserListRoutes(app: FastifyInstance): Promise<void> {
  app.get('/CAC/queries/USUARIO', async (request) => {
    const unit = request.access!.unit;
    return { data: unit ? await unitUserList(app.database.db, unit) : [] };
  });
}
