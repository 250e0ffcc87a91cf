import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { listRecords } from '../entities/entity-reads.js';
import { maxLookupRows } from './tag-lookups.js';
import { calculationsOf, type Calculation } from './tag-rules.js';

/** What the tag rules need to know of each tag of a plant. */
export interface PlantTag {
  id_tag: number;
  code: string;
  active: boolean;
  data_input: string;
  calculations: Calculation[];
}

/** Every tag of the plant, as the calculation and group checks read them. */
export async function plantTags(db: Db, tags: EntityModel, plantId: number): Promise<PlantTag[]> {
  const page = { sort: tags.key, order: 'asc' as const, offset: 0, limit: maxLookupRows };
  const { records } = await listRecords(db, tags, (eb) => eb(`${tags.table}.plt_codigo`, '=', plantId), page);
  return records.map((record) => ({
    id_tag: Number(record.id_tag),
    code: String(record.code),
    active: record.active !== false,
    data_input: String(record.data_input ?? ''),
    calculations: calculationsOf(record),
  }));
}

/** The tags model of the catalog; the tag rules cannot run without it. */
export function tagsModelOf(catalog: ReadonlyMap<string, EntityModel>): EntityModel {
  const model = catalog.get('tags');
  if (!model) throw new Error('the tags schema is missing');
  return model;
}
