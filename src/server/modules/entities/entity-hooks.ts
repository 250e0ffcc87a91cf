import { alertHooks } from '../alerts/alert-hooks.js';
import { goalHooks } from '../tags/goal-hooks.js';
import { groupHooks } from '../tags/group-hooks.js';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import type { EntityRecords } from '../../../generated/types.js';
import type { DeleteContext, EntityHooks, HooksOf, ReadContext, WriteContext } from './entity-hooks-types.js';
import type { Condition } from '../access/access-scope.js';
import { shortcutHooks } from './entity-hooks-shortcut.js';
import { tagHooks } from '../tags/tag-hooks.js';
import { userUnitHooks } from '../access/user-unit-hooks.js';
import { unitHooks } from '../elements-tree/unit-hooks.js';
import { periodRollupHooks } from '../jobs/rollup-triggers.js';
import { tabHooks } from '../dashboards/tab-hooks.js';
import { viewHooks } from '../dashboards/view-hooks.js';
import { widgetHooks } from '../dashboards/widgets/widget-hooks.js';
import { frameHooks } from '../equipment-stops/frame-hooks.js';
import { cardHooks } from '../spc/card-hooks.js';
import { ruleHelpHooks } from '../spc/rule-help-hooks.js';
import { ruleSetHooks } from '../spc/rule-set-hooks.js';

export type { DeleteContext, EntityHooks, HookDeps, HooksOf, ReadContext, RecordOf, WriteContext } from './entity-hooks-types.js';

/**
 * Per resource name, the business rules the generic entity service runs before writing
 * (create, update, batch create) and before deleting, and which rows a caller reads. A resource without hooks has none.
 */
const typedRegistry: { readonly [N in keyof EntityRecords]?: HooksOf<N> } = {
  tags: tagHooks,
  'tag-groups': groupHooks,
  'tag-goals': goalHooks,
  'analysis-shortcuts': shortcutHooks,
  alerts: alertHooks,
  'user-units': userUnitHooks,
  units: unitHooks,
  periods: periodRollupHooks,
  'dashboard-views': viewHooks,
  'dashboard-tabs': tabHooks,
  'dashboard-widgets': widgetHooks,
  frames: frameHooks,
  'spc-cards': cardHooks,
  'spc-rule-sets': ruleSetHooks,
  'spc-rule-help': ruleHelpHooks,
};

/** The service holds records of any resource; the name picks the hooks typed for that resource's record. */
const registry = typedRegistry as Readonly<Record<string, EntityHooks>>;

export async function runBeforeWrite(ctx: WriteContext): Promise<void> {
  await registry[ctx.model.name]?.beforeWrite?.(ctx);
}

/** The resource's read condition for this caller, if it has one (`EntityHooks.readFilter`). */
export async function runReadFilter(ctx: ReadContext): Promise<Condition | undefined> {
  return registry[ctx.model.name]?.readFilter?.(ctx);
}

export async function runBeforeDelete(ctx: DeleteContext): Promise<void> {
  await registry[ctx.model.name]?.beforeDelete?.(ctx);
}

/** Inside the delete's transaction: if the record's own delete is refused, these rows stay too. */
export async function runDeleteOwned(trx: Db, model: EntityModel, id: number): Promise<void> {
  await registry[model.name]?.deleteOwned?.(trx, id);
}
