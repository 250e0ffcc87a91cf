import type { Database } from '../../db/create-database.js';
import type { AccessScope } from '../access/access-scope.js';
import { createEntity } from '../entities/entity-service.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import { sources } from './sources.js';

/**
 * The demo unit's alert group (every user of the client at seeding: the admin and the operator) and one alert raised when the
 * reactor temperature tag (TT-101, seeded with the demo series) goes above 95 °C. No pop-up, so a demo
 * session is never interrupted by it. Written through the entity service, like the API.
 */
export async function seedDemoAlerts(deps: { database: Database; catalog: ModelCatalog }, scope: AccessScope): Promise<void> {
  const groups = deps.catalog.get('alert-groups');
  const alerts = deps.catalog.get('alerts');
  if (!groups || !alerts || !scope.unit) return;
  const users = await deps.database.db
    .selectFrom(sources.user)
    .select('id_usuario')
    .where('cli_codigo', '=', scope.unit.cli_codigo)
    .orderBy('id_usuario')
    .execute();
  const group = await createEntity(deps, groups, scope, { gru_descri: 'Shift team', users: users.map((user) => Number(user.id_usuario)) });
  const tag = await deps.database.db
    .selectFrom(sources.tag)
    .select('id_tag')
    .where('code', '=', 'TT-101')
    .where('plt_codigo', '=', scope.unit.plt_codigo)
    .executeTakeFirst();
  await createEntity(deps, alerts, scope, {
    ale_titulo: 'Reactor temperature high',
    ale_msg: '{tag} reached {value} °C',
    id_grupoalerta: group.id_grupoalerta,
    ale_exibe_popup: 'N',
    ale_redireciona: 'N',
    active: true,
    ...(tag ? { id_tag: Number(tag.id_tag), cond_operator: '>', cond_value: 95 } : {}),
  });
}
