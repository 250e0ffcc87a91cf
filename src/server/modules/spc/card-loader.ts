/** What a card's chart reads besides the tag's values: the card of the unit, its rule set's rules, its revisions placed in time. */
import { productionDayStart, type NormalizedPeriod } from '../../../domain/consolidation/index.js';
import { parseDay } from '../../../domain/consolidation/local-time.js';
import { RULE_NUMBERS, type RuleNumber } from '../../../domain/spc/chart-model.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import type { Db } from '../../db/create-database.js';
import { scopeCondition, type AccessScope } from '../access/access-scope.js';
import type { RecordOf } from '../entities/entity-hooks-types.js';
import { findRecord } from '../entities/entity-reads.js';
import type { ChartRevision } from './chart-segments.js';
import { subgroupsOf, type SamplingPlan } from './chart-subgroups.js';
import { readChartValues } from './tag-values.js';

export type CardRecord = RecordOf<'spc-cards'>;
type Revision = NonNullable<CardRecord['revisions']>[number];

/** The card `id` of the caller's unit, or null (another unit's card, or none). */
export async function findUnitCard(db: Db, catalog: ModelCatalog, scope: AccessScope, id: number): Promise<CardRecord | null> {
  const model = catalog.get('spc-cards');
  if (!model || !scope.unit) return null;
  return ((await findRecord(db, model, id, scopeCondition(model, scope))) as CardRecord | undefined) ?? null;
}

/** A JSON column as the driver answers it: text on SQLite, already parsed on PostgreSQL. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export async function ruleSetRules(db: Db, idRuleSet: number): Promise<RuleNumber[]> {
  const row = await db.selectFrom('spc_rule_sets').select('rules').where('id_rule_set', '=', idRuleSet).executeTakeFirst();
  const rules = row ? parsed(row.rules) : [];
  return Array.isArray(rules) ? RULE_NUMBERS.filter((rule) => rules.includes(rule)) : [];
}

export function revisionsOf(card: CardRecord): Revision[] {
  const revisions = parsed(card.revisions ?? []);
  return Array.isArray(revisions) ? (revisions as Revision[]) : [];
}

/** Start of the production day `day` (YYYY-MM-DD) in the unit's time zone. */
const dayStart = (period: NormalizedPeriod, day: string): number => productionDayStart(period, parseDay(day));

/**
 * Each revision from the start of its valid_from's production day, with the subgroups of its base period
 * [base_from, base_to] in whole production days (base_to absent: up to valid_from).
 */
export async function chartRevisions(db: Db, idTag: number, plan: SamplingPlan, card: CardRecord, period: NormalizedPeriod): Promise<ChartRevision[]> {
  const revisions: ChartRevision[] = [];
  for (const [i, revision] of revisionsOf(card).entries()) {
    const validFrom = dayStart(period, revision.valid_from);
    const given = { center: revision.center ?? null, lcl: revision.lcl ?? null, ucl: revision.ucl ?? null };
    let base = null;
    if (revision.base_from) {
      const from = dayStart(period, revision.base_from);
      const to = revision.base_to ? productionDayStart(period, parseDay(revision.base_to) + 1) : validFrom;
      base = subgroupsOf(plan, await readChartValues(db, idTag, from, to, `revisions.${i}.base_to`), period);
    }
    revisions.push({ validFrom, given, base });
  }
  return revisions;
}
