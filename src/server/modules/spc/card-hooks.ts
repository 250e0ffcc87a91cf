import { validationFailed } from '../../core/api-error.js';
import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { cardErrors } from './card-rules.js';
import { lockRuleSetTags, ruleSetTags } from './rule-set-tags.js';

/** README.md, "Settings rules": the card's tag in its rule set, sampling per chart, scale and revisions. */
async function beforeWrite(ctx: WriteContext<RecordOf<'spc-cards'>>): Promise<void> {
  const { db, next } = ctx;
  await lockRuleSetTags(ctx, next.id_rule_set);
  const errors = cardErrors(next, await ruleSetTags(db, next.id_rule_set));
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Rules of the spc-cards records the schema cannot say (README.md, Settings rules). */
export const cardHooks: HooksOf<'spc-cards'> = { beforeWrite };
