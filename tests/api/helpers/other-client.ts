import { saveContract } from '../../../src/server/modules/contract/contract-repository.js';
import { createEntity } from '../../../src/server/modules/entities/entity-service.js';
import type { Caller, DemoSuite } from './demo-suite.js';

/** A second client with its own plant, unit, contract and admin, signed in at that unit (as tenant-isolation.test.ts makes one). */
export async function otherClientAdmin(suite: DemoSuite, login: string): Promise<Caller & { clientId: number }> {
  const { app } = suite.server;
  const create = (name: string, scope: Parameters<typeof createEntity>[2], body: Record<string, unknown>) =>
    createEntity({ database: app.database, catalog: app.catalog }, app.catalog.get(name)!, scope, body);
  const client = await create('clients', { isAdmin: true, clientId: null, unit: null }, { cli_descri: `${login} Co` });
  const scope = { isAdmin: true, clientId: client.cli_codigo as number, unit: null };
  const password = 'Other#Admin2026';
  await create('users', scope, { usu_nome: login, usu_login: login, usu_senha: password, usu_tipo: '1', usu_permissao_dados: 1 });
  const plant = await create('plants', scope, { plt_descri: `${login} Plant` });
  const unit = await create('units', scope, { plt_codigo: plant.plt_codigo, ele_descri: `${login} Line` });
  await saveContract(app.database.db, scope.clientId, { endDate: '2099-12-31', keyIssuedAt: null });
  return { token: await suite.api.login(login, password), headers: { 'id-element': String(unit.id_elemento) }, clientId: scope.clientId };
}
