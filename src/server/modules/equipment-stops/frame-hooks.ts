import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { validationFailed } from '../../core/api-error.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { encodeValue } from '../../db/row-codec.js';
import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { assertEventLimit } from './event-limit.js';
import { activeFramesAdded, detectionErrors, inactiveMotiveErrors, motivesAdded } from './frame-rules.js';

/** The frame as its schema declares it: a hook reading a renamed field fails the type check. */
type Frame = RecordOf<'frames'>;

function modelOf(catalog: ModelCatalog, name: string): EntityModel {
  const model = catalog.get(name);
  if (!model) throw new Error(`the ${name} schema is missing`);
  return model;
}

/** Of `ids`, those naming an inactive motive (the reference check already kept them to the unit). */
async function inactiveMotives(db: Db, dialect: Dialect, motives: EntityModel, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const inactive = encodeValue(
    motives.fields.find((field) => field.name === 'active')!,
    false,
    dialect,
  );
  const rows = await db
    .selectFrom(motives.table)
    .select('id_motive')
    .where('id_motive', 'in', [...ids])
    .where('active', '=', inactive)
    .execute();
  return rows.map((row) => Number(row.id_motive));
}

/**
 * Business-modules section 4, event settings: an automatic frame needs its state tag, newly allowed
 * motives must be active, and the unit's active frames stay within the client's limit.
 * The state tag's plant needs no rule here: tags are plant-scoped, so the engine's reference check
 * already refuses a tag outside the current unit's plant.
 */
async function beforeWrite(ctx: WriteContext<Frame>): Promise<void> {
  const { db, dialect, catalog, scope, current, next } = ctx;
  const inactive = await inactiveMotives(db, dialect, modelOf(catalog, 'motives'), motivesAdded(current, next));
  const errors = { ...detectionErrors(next), ...inactiveMotiveErrors(inactive) };
  if (Object.keys(errors).length) throw validationFailed(errors);
  const clientId = scope.unit?.cli_codigo ?? scope.clientId;
  await assertEventLimit(ctx, modelOf(catalog, 'frames'), { clientId, unitId: Number(next.id_elemento) }, activeFramesAdded(current, next));
}

export const frameHooks: HooksOf<'frames'> = { beforeWrite };
