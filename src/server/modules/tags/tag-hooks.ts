import { ApiError, validationFailed } from '../../core/api-error.js';
import type { DeleteContext, HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';

/** The tag as its schema declares it: a hook reading a renamed field fails the type check. */
type Tag = RecordOf<'tags'>;
import type { Db } from '../../db/create-database.js';
import { calculationErrors } from './tag-calculation-check.js';
import { tagReferences } from './tag-calculation-graph.js';
import { activeTagsAdded, assertTagLimit } from './tag-limit.js';
import { rebuildOnTagFlagChange } from '../jobs/rollup-triggers.js';
import { plantTags, tagsModelOf, type PlantTag } from './tag-plant-tags.js';
import { calculationsOf, calculationTagErrors, duplicateValidityErrors, limitPairErrors, tagLimitPairs } from './tag-rules.js';

/** Renaming or deleting a tag another calculation reads would leave that calculation broken. */
export const usedInCalculation = () => new ApiError(409, 'CONFLICT_REFERENCED', 'tags.validation.usedInCalculation');

function readByOtherCalculation(tags: readonly PlantTag[], id: number, code: string): boolean {
  return tags.some((tag) => tag.id_tag !== id && tag.calculations.some((c) => tagReferences(c.formula).some((reference) => reference.code === code)));
}

async function beforeWrite(ctx: WriteContext<Tag>): Promise<void> {
  const { db, catalog, scope, current, next } = ctx;
  const model = tagsModelOf(catalog);
  const plantId = Number(next.plt_codigo);
  const calculations = calculationsOf(next);
  const renamed = current !== undefined && current.code !== next.code;
  // Only a new formula or a rename needs the plant's tags: an import of plain tags reads them not once per line.
  const needsTags = renamed || calculations.length > 0;
  const tags = needsTags ? await plantTags(db, model, plantId) : [];
  const errors = {
    ...duplicateValidityErrors(calculations),
    ...calculationTagErrors(next),
    ...limitPairErrors(next, tagLimitPairs),
    ...(await calculationErrors(
      db,
      tags,
      plantId,
      { id: current?.id_tag as number | undefined, code: String(next.code) },
      calculations,
      calculationsOf(current ?? {}),
    )),
  };
  if (Object.keys(errors).length) throw validationFailed(errors);
  if (renamed && readByOtherCalculation(tags, Number(current.id_tag), String(current.code))) throw usedInCalculation();
  const clientId = scope.unit?.cli_codigo ?? scope.clientId;
  await assertTagLimit(ctx, model, { clientId, plantId }, activeTagsAdded(current, next));
  rebuildOnTagFlagChange(ctx);
}

async function beforeDelete(ctx: DeleteContext<Tag>): Promise<void> {
  const tags = await plantTags(ctx.db, tagsModelOf(ctx.catalog), Number(ctx.current.plt_codigo));
  if (readByOtherCalculation(tags, Number(ctx.current.id_tag), String(ctx.current.code))) throw usedInCalculation();
}

/** Business-modules section 5, "Tags and groups": the rules of the tag itself. */
/** A deleted tag takes its values and consolidations with it. */
async function deleteOwned(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('tag_rollup').where('id_tag', '=', id).execute();
  await trx.deleteFrom('tag_value').where('id_tag', '=', id).execute();
}

export const tagHooks: HooksOf<'tags'> = { beforeWrite, beforeDelete, deleteOwned };
