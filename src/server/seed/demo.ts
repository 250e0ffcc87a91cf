import type { Database } from '../db/create-database.js';
import type { AccessScope, UnitRef } from '../modules/access/access-scope.js';
import { createEntity } from '../modules/entities/entity-service.js';
import { seedDemoContract } from '../modules/contract/demo-contract.js';
import { seedDemoSeries } from '../modules/series/write-demo-series.js';
import { seedDemoAlerts } from '../modules/alerts/seed-demo-alerts.js';
import type { ModelCatalog } from '../core/model-catalog.js';
import { defaultMainPage } from '../../domain/navigation/route-table.js';
import { seedDemoDashboardTabs } from './demo-dashboard.js';
import { seedDemoEquipmentStops } from './demo-equipment-stops.js';
import { seedDemoRootCause } from './demo-root-cause.js';
import { seedDemoSpc } from './demo-spc.js';

type Deps = { database: Database; catalog: ModelCatalog };

export const demoPasswords = { admin: 'Admin#Plant2026', operator: 'Operator#Plant2026' } as const;

/** The demo plants work on Brazilian time (no daylight saving since 2019): times on screen are UTC−3. */
export const demoTimeZone = 'America/Sao_Paulo';

/**
 * A plant person's day: process analysis, manual input, the alerts, the logbook, the SPC production charts, the root-cause
 * actions they carry out (the action list, and update on the analysis page to start and finish them), and a few settings.
 */
const operatorPermissions = [
  { menu_id: 'analysis.analysis-process', read: true, create: true, update: false, delete: false },
  { menu_id: 'data-entry.manual-input', read: true, create: true, update: false, delete: false },
  { menu_id: 'data-entry.logbook', read: true, create: true, update: true, delete: true },
  { menu_id: 'operational-alerts', read: true, create: true, update: false, delete: false },
  { menu_id: 'statistical-control.production', read: true, create: false, update: false, delete: false },
  { menu_id: 'root-cause.action-list', read: true, create: false, update: false, delete: false },
  { menu_id: 'root-cause.generate-analysis', read: true, create: false, update: true, delete: false },
  { menu_id: 'settings.unit-measurement', read: true, create: true, update: true, delete: false },
  { menu_id: 'settings.tags.groups', read: true, create: false, update: false, delete: false },
  { menu_id: 'settings.event-manager.motives-group', read: true, create: false, update: false, delete: false },
];

const measurementUnits = [
  { code: 'kg', description: 'Kilogram', symbol: 'kg', decimal_places: 2 },
  { code: 't', description: 'Tonne', symbol: 't', decimal_places: 3 },
  { code: 'm3', description: 'Cubic metre', symbol: 'm³', decimal_places: 2 },
  { code: 'degC', description: 'Degree Celsius', symbol: '°C', decimal_places: 1 },
  { code: 'bar', description: 'Bar', symbol: 'bar', decimal_places: 2 },
];

async function isEmpty({ database }: Deps): Promise<boolean> {
  const row = await database.db
    .selectFrom('usuario')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/**
 * A small demo plant for a first start: one client with two plants and a unit each, an
 * admin and an operator who sees only the north unit. Written through the same service
 * as the API, so the seed obeys every rule the API does.
 */
export async function seedDemo(deps: Deps, { series = true }: { series?: boolean } = {}): Promise<void> {
  if (!(await isEmpty(deps))) return;
  const create = async (name: string, scope: AccessScope, body: Record<string, unknown>) => createEntity(deps, deps.catalog.get(name)!, scope, body);
  const id = (record: Record<string, unknown>, key: string) => record[key] as number;

  const client = await create('clients', { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Demo Industries' });
  const clientId = id(client, 'cli_codigo');
  await seedDemoContract(deps.database.db, clientId);
  const admin: AccessScope = { isAdmin: true, clientId, unit: null };
  const at = (unit: UnitRef): AccessScope => ({ ...admin, unit });

  const units: UnitRef[] = [];
  for (const [plantName, unitName] of [
    ['North Plant', 'North Line 1'],
    ['South Plant', 'South Line 1'],
  ]) {
    const plant = await create('plants', admin, { plt_descri: plantName });
    const unit = await create('units', admin, { plt_codigo: id(plant, 'plt_codigo'), ele_descri: unitName });
    units.push({ id_elemento: id(unit, 'id_elemento'), plt_codigo: id(plant, 'plt_codigo'), cli_codigo: clientId });
    await create('periods', at(units.at(-1)!), { timezone: demoTimeZone });
  }
  const north = at(units[0]!);

  const profile = await create('access-profiles', admin, { per_descri: 'Operator', permissions: operatorPermissions });
  const administrator = await create('users', admin, {
    usu_nome: 'Administrator',
    usu_login: 'admin',
    usu_senha: demoPasswords.admin,
    usu_tipo: '1',
    usu_permissao_dados: 1,
  });
  const operator = await create('users', admin, {
    usu_nome: 'Operator',
    usu_login: 'operator',
    usu_senha: demoPasswords.operator,
    usu_tipo: '2',
    usu_permissao_dados: 1,
  });
  await create('user-units', admin, {
    id_usuario: id(operator, 'id_usuario'),
    id_elemento: units[0]!.id_elemento,
    profiles: [id(profile, 'id_perfil')],
    initial_page: defaultMainPage,
  });

  for (const unit of measurementUnits) await create('units-of-measurement', north, unit);
  await create('tag-groups', north, { description: 'Production', group_type: 'integration', active: true });
  await create('tag-groups', north, { description: 'Quality', group_type: 'manual_collection', active: true });
  await create('motive-groups', north, { code: 'MECH', description: 'Mechanical stops', color: '#d32f2f' });
  await create('motive-groups', north, { code: 'PROC', description: 'Process stops', color: '#1976d2' });
  // Two dashboard views: one described and shown to the operator, one without a description (admins only).
  const overview = await create('dashboard-views', north, { vis_descricao: 'Production overview', users: [id(operator, 'id_usuario')] });
  await create('dashboard-views', north, {});
  if (series) await seedDemoSeries(deps, north);
  await seedDemoAlerts(deps, north);
  if (series) await seedDemoEquipmentStops(deps, north);
  if (series) await seedDemoSpc(deps, north);
  if (series) {
    const people = { admin: { id: id(administrator, 'id_usuario'), password: demoPasswords.admin }, operator: id(operator, 'id_usuario') };
    await seedDemoRootCause(deps, north, people, { timeZone: demoTimeZone });
  }
  await seedDemoDashboardTabs(create, id(overview, 'id_visao'), north, deps.database.db);
}
