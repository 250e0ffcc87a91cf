import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { listRecords, type EntityRecord } from '../entities/entity-reads.js';
import { allOf, matchNothing, type Condition } from '../access/access-scope.js';

/** The largest lookup answer: a client's whole tag list, far above a real plant's count. */
export const maxLookupRows = 50_000;

/** Who asks: the units they may choose (admins: every unit of their client) and the one selected. */
export interface LookupAccess {
  units: readonly { plt_codigo: number; cli_codigo: number }[];
  clientId: number | null;
  unit?: { id_elemento: number } | null;
}

/** The plants of the client the user reaches through their units: the rows a tag lookup may show. */
export function reachablePlants(access: LookupAccess): number[] {
  const plants = access.units.filter((unit) => unit.cli_codigo === access.clientId).map((unit) => unit.plt_codigo);
  return [...new Set(plants)].sort((a, b) => a - b);
}

function inPlants(model: EntityModel, plants: readonly number[]): Condition {
  if (plants.length === 0) return matchNothing;
  return (eb) => eb(`${model.table}.plt_codigo`, 'in', plants);
}

/**
 * `MES/entities/MESTAG/CLIENT`: every tag of the user's client, each with its `plt_codigo`, so the
 * app caches them once and filters to the selected unit's plant. Limited to the plants of the
 * user's units, so a user linked to one plant learns nothing of the others.
 */
export async function clientTags(db: Db, tags: EntityModel, access: LookupAccess): Promise<EntityRecord[]> {
  const page = { sort: 'code', order: 'asc' as const, offset: 0, limit: maxLookupRows };
  const { records } = await listRecords(db, tags, inPlants(tags, reachablePlants(access)), page);
  return records;
}

/** Tags that an active SPC rule set of the unit may chart (`spc_rule_sets`, its `tags` junction). */
function inActiveRuleSetsOf(tags: EntityModel, unitId: number): Condition {
  return (eb) =>
    eb(
      `${tags.table}.${tags.key}`,
      'in',
      eb
        .selectFrom('spc_rule_sets__tags')
        .innerJoin('spc_rule_sets', 'spc_rule_sets.id_rule_set', 'spc_rule_sets__tags.id_rule_set')
        .select('spc_rule_sets__tags.ref_id')
        .where('spc_rule_sets.id_elemento', '=', unitId)
        // A literal, so one condition serves both dialects (SQLite stores the boolean as 1).
        .where('spc_rule_sets.active', '=', eb.lit(true)),
    );
}

/**
 * `MES/entities/SPCTAGS`: the tags of the selected unit's active SPC rule sets (statistical-control
 * README), with the same fields as the client's tags; still only of the plants the user reaches.
 */
export async function spcTags(db: Db, tags: EntityModel, access: LookupAccess): Promise<EntityRecord[]> {
  if (!access.unit) return [];
  const where = allOf([inPlants(tags, reachablePlants(access)), inActiveRuleSetsOf(tags, access.unit.id_elemento)]);
  const page = { sort: 'code', order: 'asc' as const, offset: 0, limit: maxLookupRows };
  const { records } = await listRecords(db, tags, where, page);
  return records;
}
