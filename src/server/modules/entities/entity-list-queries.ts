import { sql } from 'kysely';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { readableColumns } from '../../db/row-codec.js';
import type { Condition } from '../access/access-scope.js';

export interface Page {
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A page bound written into the SQL text: a checked whole number, never the caller's text. */
function pageBound(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`page bound ${value}`);
  return sql.lit(value);
}

/**
 * One page in the order of the list's index: the sort column, then the key as tie-breaker, both
 * the same way, so the index generated from the schema (generators/lib/list-indexes.ts) is read in
 * order and no sort runs. Limit and offset are literals, not parameters: SQLite runs the same page
 * about a third faster when its LIMIT is a constant (tests/bench/list-bench.ts measures both).
 */
export function pageQuery(db: Db, model: EntityModel, where: Condition, page: Page) {
  return db
    .selectFrom(model.table)
    .select(readableColumns(model).map((column) => `${model.table}.${column}`))
    .where(where)
    .orderBy(`${model.table}.${page.sort}`, page.order)
    .orderBy(`${model.table}.${model.key}`, page.order)
    .offset(pageBound(page.offset))
    .limit(pageBound(page.limit));
}

/** How many rows match, counting no further than `bound` + 1: an index range that stops early on a large table. */
export function cappedCountQuery(db: Db, model: EntityModel, where: Condition, bound: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom(model.table)
        .select(sql.lit(1).as('one'))
        .where(where)
        .limit(bound + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll().as('total'));
}
