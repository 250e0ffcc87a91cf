import { alertHooks } from '../alerts/alert-hooks.js';
import { goalHooks } from './goal-hooks.js';
import { groupHooks } from './group-hooks.js';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import type { Db } from '../db/create-database.js';
import type { DeleteContext, EntityHooks, WriteContext } from './entity-hooks-types.js';
import { shortcutHooks } from './entity-hooks-shortcut.js';
import { tagHooks } from './tag-hooks.js';
import { userUnitHooks } from './user-unit-hooks.js';

export type { DeleteContext, EntityHooks, HookDeps, WriteContext } from './entity-hooks-types.js';

/**
 * Per resource name, the business rules the generic entity service runs before writing
 * (create, update, batch create) and before deleting. A resource without hooks has none.
 */
const registry: Readonly<Record<string, EntityHooks>> = {
  tags: tagHooks,
  'tag-groups': groupHooks,
  'tag-goals': goalHooks,
  'analysis-shortcuts': shortcutHooks,
  alerts: alertHooks,
  'user-units': userUnitHooks,
};

export async function runBeforeWrite(ctx: WriteContext): Promise<void> {
  await registry[ctx.model.name]?.beforeWrite?.(ctx);
}

export async function runBeforeDelete(ctx: DeleteContext): Promise<void> {
  await registry[ctx.model.name]?.beforeDelete?.(ctx);
}

/** Inside the delete's transaction: if the record's own delete is refused, these rows stay too. */
export async function runDeleteOwned(trx: Db, model: EntityModel, id: number): Promise<void> {
  await registry[model.name]?.deleteOwned?.(trx, id);
}
