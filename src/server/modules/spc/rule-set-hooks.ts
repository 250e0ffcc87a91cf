import { validationFailed } from '../../core/api-error.js';
import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { chartedTagsOutside, lockRuleSetTags } from './rule-set-tags.js';

export const tagInUse = 'spc.errors.tagInUse';

/**
 * A tag a card of the rule set charts stays in the rule set. Checked against the cards as stored after
 * the lock, not against the record read before the write, so a card created meanwhile counts.
 * Deleting a rule set that cards use is refused by the engine's reference check (409).
 */
async function beforeWrite(ctx: WriteContext<RecordOf<'spc-rule-sets'>>): Promise<void> {
  const { db, mode, current, next } = ctx;
  if (mode === 'create' || current?.id_rule_set === undefined) return;
  await lockRuleSetTags(ctx, current.id_rule_set);
  const charted = await chartedTagsOutside(db, current.id_rule_set, next.tags ?? []);
  if (charted.length) throw validationFailed({ tags: { key: tagInUse } });
}

/** Rules of the spc-rule-sets records the schema cannot say (README.md, Settings rules). */
export const ruleSetHooks: HooksOf<'spc-rule-sets'> = { beforeWrite };
