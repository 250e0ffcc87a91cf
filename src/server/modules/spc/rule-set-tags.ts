import type { Db } from '../../db/create-database.js';
import type { WriteContext } from '../entities/entity-hooks-types.js';

/**
 * A card's tag and its rule set's tags are checked against each other from both sides (a card's write,
 * a rule set's write), so both take this lock on the rule set before reading: a card created with a tag
 * while that tag leaves its rule set waits for the other write and then sees it.
 */
export const lockRuleSetTags = (ctx: Pick<WriteContext, 'lock'>, idRuleSet: number) => ctx.lock('spc-rule-set-tags', idRuleSet);

/** The tags a rule set may chart (its `tags` junction). */
export async function ruleSetTags(db: Db, idRuleSet: number): Promise<number[]> {
  const rows = await db.selectFrom('spc_rule_sets__tags').select('ref_id').where('id_rule_set', '=', idRuleSet).execute();
  return rows.map((row) => Number(row.ref_id));
}

/** The tags that cards of the rule set chart and that are not in `kept`. */
export async function chartedTagsOutside(db: Db, idRuleSet: number, kept: readonly number[]): Promise<number[]> {
  let query = db.selectFrom('spc_cards').select('id_tag').distinct().where('id_rule_set', '=', idRuleSet);
  if (kept.length) query = query.where('id_tag', 'not in', [...kept]);
  const rows = await query.execute();
  return rows.map((row) => Number(row.id_tag));
}
