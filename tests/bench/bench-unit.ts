import { entityList } from '../../src/generated/entities.js';
import { modelCatalog } from '../../src/server/core/model-catalog.js';
import type { Database } from '../../src/server/db/create-database.js';
import type { AccessScope } from '../../src/server/modules/access/access-scope.js';
import { createEntity } from '../../src/server/modules/entities/entity-service.js';

/** A client, plant and unit written through the entity service, as the API would; `create` writes more entities in that unit. */
export async function benchUnit(database: Database) {
  const catalog = modelCatalog(entityList);
  const deps = { database, catalog };
  const write = (name: string, scope: AccessScope, body: Record<string, unknown>) => createEntity(deps, catalog.get(name)!, scope, body);
  const client = await write('clients', { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Bench' });
  const admin: AccessScope = { isAdmin: true, clientId: client.cli_codigo as number, unit: null };
  const plant = await write('plants', admin, { plt_descri: 'Bench plant' });
  const unit = await write('units', admin, { plt_codigo: plant.plt_codigo, ele_descri: 'Bench unit' });
  const idElemento = unit.id_elemento as number;
  const at: AccessScope = { ...admin, unit: { id_elemento: idElemento, plt_codigo: plant.plt_codigo as number, cli_codigo: admin.clientId! } };
  return { idElemento, create: (name: string, body: Record<string, unknown>) => write(name, at, body) };
}
