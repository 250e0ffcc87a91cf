import { optionReferences, type OptionReference } from '../../../../domain/dashboards/components/component-references.js';
import type { FieldErrors } from '../../../../domain/validation/field-errors.js';
import type { Db } from '../../../db/create-database.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import type { AccessScope } from '../../access/access-scope.js';

async function existing(db: Db, table: string, key: string, scopeColumn: string, scopeValue: number, refs: OptionReference[]): Promise<Set<number>> {
  if (!refs.length) return new Set();
  const rows = await db
    .selectFrom(table)
    .select(key)
    .where(key, 'in', [...new Set(refs.map((ref) => ref.id))])
    .where(scopeColumn, '=', scopeValue)
    .execute();
  return new Set(rows.map((row) => Number((row as Record<string, unknown>)[key])));
}

/**
 * The tags (of the unit's plant) and events (of the unit) a widget's options name exist: a JSON column has no
 * foreign key, so each missing one is `options.<path>` `validation.referenceNotFound`, as a record's reference is.
 */
export async function widgetReferenceErrors(db: Db, catalog: ModelCatalog, scope: AccessScope, options: unknown): Promise<FieldErrors> {
  const refs = optionReferences(options);
  const errors: FieldErrors = {};
  if (!refs.tags.length && !refs.frames.length) return errors;
  const unit = scope.unit;
  const tagTable = catalog.get('tags')?.table ?? 'tags';
  const frameTable = catalog.get('frames')?.table ?? 'frames';
  const tags = unit ? await existing(db, tagTable, 'id_tag', 'plt_codigo', unit.plt_codigo, refs.tags) : new Set<number>();
  const frames = unit ? await existing(db, frameTable, 'id_frame', 'id_elemento', unit.id_elemento, refs.frames) : new Set<number>();
  for (const ref of refs.tags) if (!tags.has(ref.id)) errors[`options.${ref.path}`] = { key: 'validation.referenceNotFound' };
  for (const ref of refs.frames) if (!frames.has(ref.id)) errors[`options.${ref.path}`] = { key: 'validation.referenceNotFound' };
  return errors;
}
